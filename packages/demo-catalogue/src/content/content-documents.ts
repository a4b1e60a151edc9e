/**
 * The text of each PDF the content offers: the press kits, the fact sheets and the
 * sustainability report. A PDF named by an entry but not written here (another section's
 * download) gets a short document of the maison's facts under a title made from its name.
 */
import { buildCatalogue } from '../build-catalogue';
import type { PdfDocument, PdfLine } from './pdf-writer';

const AUTHOR = 'Morvaux SA, Le Locle';
const CONTACT: PdfLine[] = [
    { text: 'Press contact', bold: true, gap: 12 },
    { text: 'Morvaux Press Office, Shanghai: press@morvaux.cn, +86 21 6288 1886' },
    { text: 'Morvaux SA, Rue de la Gare 12, 2400 Le Locle, Switzerland. www.morvaux.cn' },
];

const title = (text: string): PdfLine => ({ text, size: 20, bold: true });
const subtitle = (text: string): PdfLine => ({ text, size: 12, gap: 4 });
const heading = (text: string): PdfLine => ({ text, size: 13, bold: true, gap: 14 });
const body = (text: string): PdfLine => ({ text, gap: 6 });
const item = (text: string): PdfLine => ({ text: `•  ${text}` });

const ABOUT: PdfLine[] = [
    heading('About Morvaux'),
    body(
        'Morvaux is an independent Swiss watchmaker founded in Le Locle in 1886 by Auguste and Élise Morvaux and still owned by the family. ' +
            'Its manufacture designs, assembles and regulates every watch in Le Locle, across seven collections: Heritage, Navigator, Abysse, Étoile, Vitesse, Horizon and Maître. ' +
            'In mainland China Morvaux has nine boutiques in eight cities, authorised retailers, a service centre in Shanghai and its online boutique at www.morvaux.cn.',
    ),
];

function yuan(fen: number): string {
    return `CNY ${(fen / 100).toLocaleString('en-US')}`;
}

/** The anniversary edition (M0A1003) and its Heritage siblings, with names and prices from the catalogue. */
function anniversaryReferences(): PdfLine[] {
    const skus = ['M0A1003', 'M0A1002', 'M0A1005', 'M0A1004'];
    const products = buildCatalogue().products;
    return skus.flatMap((sku) => {
        const product = products.find((p) => p.sku === sku);
        const price = product?.variants[0]?.price;
        return product && price !== undefined ? [item(`${sku}: ${product.name.en}, ${yuan(price)}`)] : [];
    });
}

const DOCUMENTS: Record<string, () => PdfDocument> = {
    'morvaux-press-kit-140-years.pdf': () => ({
        title: 'Morvaux: 140 Years press kit',
        author: AUTHOR,
        date: '2026-01-06T02:00:00Z',
        lines: [
            title('Morvaux: 140 Years'),
            subtitle('Press kit, January 2026'),
            heading('Contents'),
            item('The maison at a glance'),
            item('Timeline 1886-2026'),
            item('The anniversary programme in China'),
            item('Pictures and film available in the media centre'),
            item('Press contact'),
            ...ABOUT,
            heading('Timeline'),
            item('1886: Auguste Morvaux opens his workshop on the Grande Rue, Le Locle.'),
            item('1894: Élise Morvaux founds the finishing atelier; first watches under the Morvaux name.'),
            item('1907: First prize at the Neuchâtel Observatory chronometry trials.'),
            item('1926: The small-seconds pocket watch, ancestor of the Heritage Petite Seconde.'),
            item('1954: A first pilot’s watch, the beginning of Navigator.'),
            item('1961: The first Abysse diver, water-resistant to 200 metres.'),
            item('1967: The Vitesse chronograph on the Alpine rallies.'),
            item('1996: The first Maître perpetual calendar.'),
            item('2008: The new manufacture opens in Le Locle.'),
            item('2014: The first boutique in mainland China opens in Shanghai.'),
            item('2021: The Abysse 1000, water-resistant to 1,000 metres.'),
            item('2026: Morvaux turns 140.'),
            heading('The anniversary programme'),
            item('14 April 2026: the in-house hand-wound calibre MV 1886 is unveiled in Le Locle.'),
            item('30 June 2026: launch of the Heritage Petite Seconde anniversary edition.'),
            item('20 May - 12 July 2026: exhibition “The Craft of Time”, Shanghai, West Bund.'),
            item('8 August - 27 September 2026: Beijing, Sanlitun.'),
            item('17 October - 6 December 2026: Chengdu, Taikoo Li.'),
            ...CONTACT,
        ],
    }),
    'morvaux-fact-sheet-anniversary-edition.pdf': () => ({
        title: 'Morvaux: Heritage Petite Seconde anniversary edition',
        author: AUTHOR,
        date: '2026-06-30T02:00:00Z',
        lines: [
            title('Heritage Petite Seconde'),
            subtitle('Anniversary edition 1886-2026: fact sheet, June 2026'),
            heading('Technical data'),
            item('Case: 38 mm, 18k rose gold; sapphire caseback engraved “1886–2026” on its outer ring.'),
            item('Dial: enamel-like, small seconds at six, proportions of the 1926 pocket watch.'),
            item('Hands: hand-polished leaf hands.'),
            item(
                'Movement: MV 1886, hand-wound, twin barrels, 80-hour power reserve, silicon hairspring; finished by hand in Le Locle (Côtes de Genève, bevelled edges).',
            ),
            item('Strap: black alligator, 18k rose gold pin buckle.'),
            item('Certificate issued by the Morvaux archive in Le Locle.'),
            heading('The anniversary edition and its Heritage siblings: recommended prices in China'),
            ...anniversaryReferences(),
            body('Available at www.morvaux.cn and in Morvaux boutiques in mainland China from 30 June 2026.'),
            ...ABOUT,
            ...CONTACT,
        ],
    }),
    'morvaux-fact-sheet-manufacture.pdf': () => ({
        title: 'Morvaux: the manufacture in Le Locle',
        author: AUTHOR,
        date: '2025-09-01T02:00:00Z',
        lines: [
            title('The Morvaux Manufacture'),
            subtitle('Fact sheet, September 2025'),
            heading('In figures'),
            item('Opened in 2008, a few hundred metres from the first workshop of 1886.'),
            item('120 watchmakers, finishers and engineers.'),
            item('Some 200 parts in an automatic movement; 28,800 beats an hour, 70-hour power reserve.'),
            item('Every movement tested for 15 days in five positions and at three temperatures.'),
            item('Every Maître watch assembled from start to finish by one watchmaker.'),
            item('A third of its power from solar panels on its roof, the rest from Jura hydropower.'),
            heading('Crafts'),
            body(
                'Côtes de Genève, hand-bevelled and polished edges, heat-blued screws and hands, regulation by hand in five positions.',
            ),
            ...ABOUT,
            ...CONTACT,
        ],
    }),
    'morvaux-sustainability-report-2025.pdf': () => ({
        title: 'Morvaux: sustainability report 2025',
        author: AUTHOR,
        date: '2025-11-03T02:00:00Z',
        lines: [
            title('Sustainability Report 2025'),
            subtitle('Morvaux SA, Le Locle'),
            heading('Commitments'),
            item('Every Morvaux, whatever its year, can be serviced and restored in our workshops.'),
            item('By 2027 all steel and gold in our cases recycled or from traceable sources.'),
            item('80% recycled 316L steel in 2025; gold from a Swiss refiner with proof of origin per batch.'),
            item('Calfskin from tanneries certified by the Leather Working Group; alligator under CITES.'),
            item('Fabric straps woven from recycled fishing nets.'),
            item('No plastic in our packaging since 2025; boxes of Jura spruce, FSC-certified paper.'),
            item('A third of the manufacture’s power from its own solar panels.'),
            ...ABOUT,
            ...CONTACT,
        ],
    }),
};

/** `morvaux-press-kit-2027.pdf` → `Press Kit 2027`. */
function titleFromName(file: string): string {
    const words = file
        .replace(/\.pdf$/i, '')
        .split(/[-_]+/)
        .filter((w) => w && w.toLowerCase() !== 'morvaux');
    return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Document';
}

/** The document a PDF of this name holds. */
export function contentDocument(file: string): PdfDocument {
    const known = DOCUMENTS[file];
    if (known) return known();
    const name = titleFromName(file);
    return {
        title: `Morvaux: ${name}`,
        author: AUTHOR,
        date: '2026-01-06T02:00:00Z',
        lines: [title(name), subtitle('Morvaux, Le Locle, since 1886'), ...ABOUT, ...CONTACT],
    };
}
