/** The search page for a query: a blank query is sent without `q` (spec §2). */
export function searchHref(base: string, query: string): string {
    const q = query.trim();
    return q ? `${base}?q=${encodeURIComponent(q)}` : base;
}
