import sanitizeHtml from 'sanitize-html';

/**
 * HTML that staff write in the dashboard (product and collection descriptions, and whatever
 * else staff write for shoppers to read), made safe to show to shoppers. Whatever a staff account pastes, or an
 * attacker who took one over writes, a shopper's page runs no script of it: no script or style
 * elements, no event handlers, no javascript: or data: links, no frames or forms. Formatting,
 * lists, headings, tables, links and pictures stay.
 */
const STAFF_HTML: sanitizeHtml.IOptions = {
    allowedTags: [
        ...['p', 'br', 'hr', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
        ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'a', 'img', 'figure', 'figcaption'],
        ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
    ],
    allowedAttributes: {
        a: ['href', 'title', 'target', 'rel'],
        img: ['src', 'alt', 'title', 'width', 'height'],
        th: ['colspan', 'rowspan', 'scope'],
        td: ['colspan', 'rowspan'],
        ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // A link that opens a new tab must not hand the shop's window to the page it opens.
    transformTags: {
        a: (tagName, attribs) => ({
            tagName,
            attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
        }),
    },
};

/** Staff-written HTML with everything that could run, or load a frame or form, taken out. */
export function sanitizeStaffHtml(html: string | null | undefined): string {
    return html ? sanitizeHtml(html, STAFF_HTML) : '';
}

/** Elements whose start or end separates words: their text must not run into the next. */
const BREAKS = new Set([
    ...['p', 'br', 'hr', 'div', 'section', 'article', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption'],
]);

/**
 * The text of staff-written HTML, with no markup at all: for a page's meta description, a
 * preview, a search snippet. Blocks are separated by a space; runs of white space become one.
 */
export function staffHtmlText(html: string | null | undefined): string {
    if (!html) return '';
    let pendingBreak = false;
    const breakAt = (tag: string) => {
        if (BREAKS.has(tag)) pendingBreak = true;
    };
    const escaped = sanitizeHtml(html, {
        allowedTags: [],
        allowedAttributes: {},
        onOpenTag: breakAt,
        onCloseTag: breakAt,
        textFilter: (text) => {
            const spaced = pendingBreak ? ` ${text}` : text;
            pendingBreak = false;
            return spaced;
        },
    });
    // sanitize-html decodes the entities it reads and escapes exactly these three in the text
    // it writes: undone here, the text is what a reader sees (React escapes it again).
    return escaped
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&')
        .split(/\s+/)
        .filter(Boolean)
        .join(' ');
}
