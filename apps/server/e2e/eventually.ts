/** Asks `probe` every 100 ms until it answers something truthy (the job queue works behind the request). */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
    for (let i = 0; i < 150; i++) {
        const found = await probe();
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`never came: ${what}`);
}
