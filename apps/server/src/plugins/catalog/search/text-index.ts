/** Lets other requests run between slices of a long build. */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Strings tokenised between two pauses of a build. */
const SLICE = 2_000;

/**
 * Which of a list of strings hold a word, without reading them all. A search word holds no
 * space (search-input.ts splits on them), so it is found in a string exactly when it is found in
 * one of the string's space-separated tokens. Tokens repeat across the catalogue's texts, so
 * there are far fewer of them than characters; each one- and two-character piece of a token
 * points at the tokens holding it, and a word is looked for only in the tokens holding its
 * rarest piece.
 */
export class TextIndex {
    private constructor(
        private readonly stringCount: number,
        private readonly tokens: readonly string[],
        /** For each token, the strings holding it. */
        private readonly stringsOf: ReadonlyArray<Uint32Array>,
        /** For each piece of one or two characters, the tokens holding it. */
        private readonly tokensOf: ReadonlyMap<string, Uint32Array>,
    ) {}

    static async of(strings: readonly string[]): Promise<TextIndex> {
        const tokenIds = new Map<string, number>();
        const tokens: string[] = [];
        const stringsOf: number[][] = [];
        for (let s = 0; s < strings.length; s++) {
            if (s % SLICE === SLICE - 1) await yieldToRequests();
            for (const token of new Set(strings[s]!.split(' '))) {
                if (!token) continue;
                let t = tokenIds.get(token);
                if (t === undefined) {
                    t = tokens.push(token) - 1;
                    tokenIds.set(token, t);
                    stringsOf.push([]);
                }
                stringsOf[t]!.push(s);
            }
        }
        const tokensOf = new Map<string, number[]>();
        for (let t = 0; t < tokens.length; t++) {
            if (t % (SLICE * 4) === SLICE * 4 - 1) await yieldToRequests();
            const token = tokens[t]!;
            const pieces = new Set<string>();
            for (let i = 0; i < token.length; i++) {
                pieces.add(token[i]!);
                if (i + 1 < token.length) pieces.add(token.slice(i, i + 2));
            }
            for (const piece of pieces) {
                let list = tokensOf.get(piece);
                if (!list) tokensOf.set(piece, (list = []));
                list.push(t);
            }
        }
        return new TextIndex(
            strings.length,
            tokens,
            stringsOf.map((l) => Uint32Array.from(l)),
            new Map([...tokensOf].map(([piece, list]) => [piece, Uint32Array.from(list)])),
        );
    }

    /** The strings holding `word`: for each string 1 when it does, else 0, and the list of those that do. */
    holding(word: string): { marks: Uint8Array; strings: number[] } {
        const out = new Uint8Array(this.stringCount);
        const strings: number[] = [];
        if (!word) return { marks: out, strings };
        let rarest: Uint32Array | undefined;
        const pieces =
            word.length === 1 ? [word] : Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2));
        for (const piece of pieces) {
            const list = this.tokensOf.get(piece);
            // A piece no token holds: no string holds the word.
            if (!list) return { marks: out, strings };
            if (!rarest || list.length < rarest.length) rarest = list;
        }
        for (const t of rarest!) {
            if (word.length > 2 && !this.tokens[t]!.includes(word)) continue;
            for (const s of this.stringsOf[t]!) {
                if (out[s] === 1) continue;
                out[s] = 1;
                strings.push(s);
            }
        }
        return { marks: out, strings };
    }
}
