import type { ContentBlockInput } from '@maison/shared';

/** A body read as plain lines, and two lists of lines set side by side with what changed marked. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of rich text's HTML, a line per paragraph, heading or list item. Read for a person
 * to compare, never shown as HTML: tags are dropped and the common entities read as characters.
 */
function htmlLines(html: string): string[] {
    return html
        .replace(/<\/(p|h[1-6]|li|blockquote|tr)>|<br\s*\/?>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
}

/** A body of blocks as lines of text a person can compare: each block's words, its assets by id. */
export function blocksAsLines(blocks: ContentBlockInput[]): string[] {
    const lines: string[] = [];
    for (const block of blocks) {
        switch (block.type) {
            case 'richText':
                lines.push(...htmlLines(block.html));
                break;
            case 'picture':
                lines.push(`[picture #${block.assetId}] ${block.alt ?? ''} ${block.caption ?? ''}`.trim());
                break;
            case 'gallery':
                for (const p of block.pictures) {
                    lines.push(`[gallery #${p.assetId}] ${p.alt ?? ''} ${p.caption ?? ''}`.trim());
                }
                break;
            case 'video':
                lines.push(
                    `[video #${block.assetId}${block.posterAssetId ? ` poster #${block.posterAssetId}` : ''}] ${block.caption ?? ''}`.trim(),
                );
                break;
            case 'quote':
                lines.push(`“${block.text}”${block.cite ? ` — ${block.cite}` : ''}`);
                break;
            case 'products':
                lines.push(`[products] ${block.title ?? ''} ${block.skus.join(', ')}`.trim());
                break;
            case 'cta':
                lines.push(`[${block.label}](${block.href})`);
                break;
            default:
                lines.push(`[downloads] ${block.title ?? ''}`.trim());
                for (const f of block.files) lines.push(`[file #${f.assetId}] ${f.label}`);
        }
    }
    return lines;
}

/** One row of a side-by-side comparison: a line on the left, on the right, or both when equal. */
export interface DiffRow {
    left?: string;
    right?: string;
    changed: boolean;
}

/**
 * Two lists of lines side by side: the lines both share (their longest common sequence) on one
 * row, those removed or added marked as changed; a removed line and an added one that follow
 * each other share a row, as a change of that line.
 */
export function sideBySide(left: string[], right: string[]): DiffRow[] {
    const n = left.length;
    const m = right.length;
    // common[i][j]: the longest common sequence of left[i..] and right[j..].
    const common: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            common[i][j] =
                left[i] === right[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
        }
    }
    const rows: DiffRow[] = [];
    let removed: string[] = [];
    let added: string[] = [];
    const flush = () => {
        for (let k = 0; k < Math.max(removed.length, added.length); k++) {
            rows.push({ left: removed[k], right: added[k], changed: true });
        }
        removed = [];
        added = [];
    };
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && left[i] === right[j]) {
            flush();
            rows.push({ left: left[i], right: right[j], changed: false });
            i++;
            j++;
        } else if (j >= m || (i < n && common[i + 1][j] >= common[i][j + 1])) {
            removed.push(left[i]);
            i++;
        } else {
            added.push(right[j]);
            j++;
        }
    }
    flush();
    return rows;
}
