/**
 * Readers of the deployment kit's files, small enough to trust: Dockerfile stages, nginx's
 * block structure, env files and the variables a script reads. The kit's spec checks the
 * files with them.
 */

export interface DockerInstruction {
    op: string;
    args: string;
}

export interface DockerStage {
    name: string;
    from: string;
    instructions: DockerInstruction[];
}

/** A Dockerfile's stages, line continuations joined and comments dropped. */
export function parseDockerfile(text: string): { args: Record<string, string>; stages: DockerStage[] } {
    const logical: string[] = [];
    let pending = '';
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (!pending && (line === '' || line.startsWith('#'))) continue;
        if (pending && line.startsWith('#')) continue;
        if (line.endsWith('\\')) {
            pending += line.slice(0, -1) + ' ';
            continue;
        }
        logical.push((pending + line).trim());
        pending = '';
    }
    const args: Record<string, string> = {};
    const stages: DockerStage[] = [];
    for (const line of logical) {
        const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
        const upper = op.toUpperCase();
        if (upper === 'FROM') {
            const [image = '', as, name] = rest.split(/\s+/);
            stages.push({
                name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
                from: image,
                instructions: [],
            });
        } else if (stages.length === 0) {
            if (upper === 'ARG') {
                const [key = '', value = ''] = rest.split('=');
                args[key] = value;
            }
        } else {
            stages[stages.length - 1]!.instructions.push({ op: upper, args: rest });
        }
    }
    return { args, stages };
}

/** The stages a stage is built on, itself first, up to the external base image. */
export function stageChain(file: ReturnType<typeof parseDockerfile>, name: string): DockerStage[] {
    const chain: DockerStage[] = [];
    let stage = file.stages.find((s) => s.name === name);
    while (stage) {
        chain.push(stage);
        const from = stage.from;
        stage = file.stages.find((s) => s.name === from);
    }
    return chain;
}

/** The external image a stage finally rests on, with ARG defaults filled in. */
export function baseImage(file: ReturnType<typeof parseDockerfile>, name: string): string {
    const chain = stageChain(file, name);
    const from = chain[chain.length - 1]?.from ?? '';
    return from.replace(
        /\$\{(\w+)\}|\$(\w+)/g,
        (_m, a: string | undefined, b: string | undefined) => file.args[a ?? b ?? ''] ?? '',
    );
}

export interface NginxDirective {
    name: string;
    args: string[];
    block?: NginxDirective[];
}

/** nginx's words: quoted strings kept whole, comments dropped, `{ } ;` as tokens of their own. */
export function tokenizeNginx(text: string): string[] {
    const tokens: string[] = [];
    const re = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
    for (const m of text.matchAll(re)) {
        if (m[0].startsWith('#')) continue;
        tokens.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    }
    return tokens;
}

/** nginx's configuration as a tree of directives and blocks. */
export function parseNginx(text: string): NginxDirective[] {
    const tokens = tokenizeNginx(text);
    let i = 0;
    const parseBlock = (): NginxDirective[] => {
        const out: NginxDirective[] = [];
        while (i < tokens.length) {
            if (tokens[i] === '}') {
                i++;
                return out;
            }
            const name = tokens[i++]!;
            const args: string[] = [];
            while (i < tokens.length && tokens[i] !== ';' && tokens[i] !== '{') args.push(tokens[i++]!);
            if (tokens[i] === '{') {
                i++;
                out.push({ name, args, block: parseBlock() });
            } else {
                i++;
                out.push({ name, args });
            }
        }
        return out;
    };
    return parseBlock();
}

/** Every directive of a tree, nested ones included. */
export function allDirectives(tree: NginxDirective[]): NginxDirective[] {
    return tree.flatMap((d) => [d, ...(d.block ? allDirectives(d.block) : [])]);
}

/**
 * Whether a server block would handle `uri` with a location of its own other than a catch-all
 * (`location /`), which here leads to the storefront (and the storefront does not proxy staff tools).
 */
export function locationFor(server: NginxDirective[], uri: string): NginxDirective | undefined {
    return server.find((d) => {
        if (d.name !== 'location' || d.args.length === 0) return false;
        const [modifier, pattern] = d.args.length === 2 ? d.args : ['', d.args[0]!];
        if (modifier === '=') return pattern === uri;
        if (modifier === '~' || modifier === '~*') return new RegExp(pattern!, modifier === '~*' ? 'i' : '').test(uri);
        return pattern !== '/' && uri.startsWith(pattern!);
    });
}

/** The names an env file assigns, commented-out examples included (`# NAME=value`). */
export function envFileNames(text: string): string[] {
    return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** The variables a JavaScript file reads from process.env. */
export function processEnvReads(source: string): string[] {
    return [...source.matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\])/g)].map(
        (m) => (m[1] ?? m[2])!,
    );
}

/** The variables a compose file interpolates (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`). */
export function composeInterpolations(text: string): string[] {
    return [...text.matchAll(/(?<!\$)\$\{([A-Z_][A-Z0-9_]*)(?::?[-?+][^}]*)?\}/g)].map((m) => m[1]!);
}
