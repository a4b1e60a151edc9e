/** A cell of an exported table: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * Excel reads a file without a byte-order mark in the machine's legacy code page, which turns
 * Chinese into mojibake; with it, as UTF-8.
 */
const BOM = '\uFEFF';

/**
 * One cell as RFC 4180 wants it: quoted when it holds a quote, comma, or line break, quotes
 * doubled. Text that a spreadsheet would take for a formula (a search term typed by a visitor
 * such as `=HYPERLINK(…)`) is led by an apostrophe, so it stays text; numbers stay numbers.
 */
export function csvCell(cell: CsvCell): string {
    if (cell === null || cell === undefined) return '';
    if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
    const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV: a header row, then the rows, CRLF between them, with the byte-order mark first. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
    return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name of letters, digits and dashes only, so every system saves it as named. */
export function csvFileName(chart: string, from: string, to: string): string {
    return `analytics-${chart}-${from}-${to}.csv`.replace(/[^A-Za-z0-9.-]/g, '-');
}
