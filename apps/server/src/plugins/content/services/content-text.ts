import { type ContentBlockInput, isSafeContentHref } from '@maison/shared';

import { sanitizeStaffHtml, staffHtmlText } from '../../../common/staff-html';

/** A `<` that would open a tag, a closing tag, a comment or a declaration. */
const TAG_OPENER = /<(?=[a-zA-Z/!?])/g;

/**
 * A text field staff write (a title, a caption, a quote, a button's label): shown as text, so
 * any markup in it is taken out, with what a script or handler carried. A lone `<` (`a < b`)
 * stays; one that would open a tag does not, so no later reader can mistake the text for HTML.
 * Taken out until none is left: removing one `<` of `<<script` leaves another before the tag.
 */
export function plainContentText(text: string | null | undefined): string {
    let plain = staffHtmlText(text);
    for (let previous = ''; previous !== plain;) {
        previous = plain;
        plain = plain.replace(TAG_OPENER, '');
    }
    return plain;
}

/**
 * A block made safe to keep and to serve: rich text through the staff HTML sanitiser, every
 * text field plain, a call to action dropped when its link is not one the shop allows. Run on
 * save and again on output, so a block written before a rule tightened is served safely too.
 */
export function sanitizeContentBlock(block: ContentBlockInput): ContentBlockInput | undefined {
    switch (block.type) {
        case 'richText':
            return { type: 'richText', html: sanitizeStaffHtml(block.html) };
        case 'picture':
            return {
                type: 'picture',
                assetId: block.assetId,
                alt: plainContentText(block.alt),
                caption: plainContentText(block.caption),
            };
        case 'gallery':
            return {
                type: 'gallery',
                pictures: block.pictures.map((p) => ({
                    assetId: p.assetId,
                    alt: plainContentText(p.alt),
                    caption: plainContentText(p.caption),
                })),
            };
        case 'video':
            return {
                type: 'video',
                assetId: block.assetId,
                ...(block.posterAssetId ? { posterAssetId: block.posterAssetId } : {}),
                caption: plainContentText(block.caption),
            };
        case 'quote':
            return { type: 'quote', text: plainContentText(block.text), cite: plainContentText(block.cite) };
        case 'products':
            return { type: 'products', title: plainContentText(block.title), skus: block.skus.map(plainContentText) };
        case 'cta':
            return isSafeContentHref(block.href)
                ? { type: 'cta', label: plainContentText(block.label), href: block.href }
                : undefined;
        case 'downloads':
            return {
                type: 'downloads',
                title: plainContentText(block.title),
                files: block.files.map((f) => ({ assetId: f.assetId, label: plainContentText(f.label) })),
            };
        default:
            return undefined;
    }
}

/** The ids of the assets a block names. */
export function blockAssetIds(block: ContentBlockInput): string[] {
    switch (block.type) {
        case 'picture':
            return [block.assetId];
        case 'gallery':
            return block.pictures.map((p) => p.assetId);
        case 'video':
            return block.posterAssetId ? [block.assetId, block.posterAssetId] : [block.assetId];
        case 'downloads':
            return block.files.map((f) => f.assetId);
        default:
            return [];
    }
}
