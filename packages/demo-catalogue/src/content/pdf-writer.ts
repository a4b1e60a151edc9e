/**
 * A minimal writer of text-only PDF 1.4 for the press kits and fact sheets: A4 pages in the
 * standard Helvetica fonts (which every reader has, so nothing is embedded), lines wrapped to
 * the page and pages broken as they fill. Latin text only: WinAnsiEncoding has no CJK.
 */

export interface PdfLine {
    text: string;
    /** Points; body text is 10.5. */
    size?: number;
    bold?: boolean;
    /** Points of space before the line. */
    gap?: number;
}

export interface PdfDocument {
    title: string;
    author: string;
    /** Fixed, so the same document gives the same bytes. ISO 8601 date. */
    date: string;
    lines: PdfLine[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10.5;
/** Helvetica's mean advance is about half an em; wrapping at this keeps lines inside the margin. */
const MEAN_ADVANCE = 0.52;

/** Unicode characters WinAnsiEncoding places outside Latin-1. */
const WIN_ANSI_EXTRA: Record<string, number> = {
    '€': 0x80,
    '‚': 0x82,
    '„': 0x84,
    '…': 0x85,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '•': 0x95,
    '–': 0x96,
    '—': 0x97,
    '™': 0x99,
};

/** The text as WinAnsi bytes in a latin1 string; what the encoding lacks becomes `?`. */
function winAnsi(text: string): string {
    let out = '';
    for (const ch of text) {
        const code = ch.codePointAt(0) ?? 0x3f;
        const extra = WIN_ANSI_EXTRA[ch];
        if (extra !== undefined) out += String.fromCharCode(extra);
        else if (code === 0x20 || (code >= 0x21 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += ch;
        else if (code === 0x202f || code === 0x2009) out += ' ';
        else out += '?';
    }
    return out;
}

function pdfString(text: string): string {
    return `(${winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function wrap(text: string, size: number): string[] {
    const max = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * MEAN_ADVANCE));
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > max) {
            lines.push(line);
            line = word;
        } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
    return lines;
}

/** Content streams of the pages: each a run of positioned text lines. */
function layout(lines: PdfLine[]): string[] {
    const pages: string[] = [];
    let ops: string[] = [];
    let y = PAGE_HEIGHT - MARGIN;
    const flush = () => {
        pages.push(ops.join('\n'));
        ops = [];
        y = PAGE_HEIGHT - MARGIN;
    };
    for (const line of lines) {
        const size = line.size ?? BODY_SIZE;
        y -= line.gap ?? 0;
        for (const part of wrap(line.text, size)) {
            y -= size * 1.4;
            if (y < MARGIN) {
                flush();
                y -= size * 1.4;
            }
            ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET`);
        }
    }
    flush();
    return pages;
}

function pdfDate(iso: string): string {
    const d = new Date(iso);
    const p = (v: number) => String(v).padStart(2, '0');
    return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

/** The document as the bytes of a PDF file. */
export function writePdf(doc: PdfDocument): Buffer {
    const pages = layout(doc.lines);
    // Objects 1-5: catalog, page tree, two fonts, info; then a page and its content per page.
    const pageIds = pages.map((_, i) => 6 + i * 2);
    const objects: string[] = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /CreationDate (${pdfDate(doc.date)}) >>`,
    ];
    for (const [i, stream] of pages.entries()) {
        // Already WinAnsi: pdfString encoded each line's text.
        objects.push(
            `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
                `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
            `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
        );
    }
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    for (const [i, body] of objects.entries()) {
        offsets.push(Buffer.byteLength(out, 'latin1'));
        out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    }
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
}
