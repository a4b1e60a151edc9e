import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import type { ImageSpec } from './catalogue.types';
import { drawBanner } from './draw-banner';
import { drawBuckle } from './draw-buckle';
import { dialFeatures } from './draw-dial';
import { drawImage } from './draw-image';
import { drawStrap } from './draw-strap';
import { drawWatch, type WatchSpec } from './draw-watch';
import { catalogueImages } from './render-images';
import { DIAL_PALETTE, METAL_PALETTE, STRAP_PALETTE } from './palette';

/** Enough of an XML check for hand-written SVG: tags nest and close, attributes are quoted. */
function wellFormed(svg: string): boolean {
    const stack: string[] = [];
    const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
    let last = 0;
    for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
        if (svg.slice(last, m.index).includes('<')) return false;
        last = m.index + m[0].length;
        const [, closing, name, , selfClosing] = m;
        if (selfClosing) continue;
        if (closing) {
            if (stack.pop() !== name) return false;
        } else stack.push(name ?? '');
    }
    return stack.length === 0 && !svg.slice(last).includes('<');
}

const steelBlue: WatchSpec = {
    kind: 'watch',
    view: 'front',
    dial: 'blue',
    caseMaterial: 'stainless-steel',
    strapMaterial: 'leather',
    strapColour: 'brown',
    diameterMm: 40,
    chronograph: false,
    label: 'AUTOMATIQUE DATE',
};

describe('SVG drawers', () => {
    it('draws a watch in its dial colour, case metal and strap colour', () => {
        const svg = drawWatch(steelBlue);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(wellFormed(svg)).toBe(true);
        expect(svg).toContain(DIAL_PALETTE.blue?.base);
        expect(svg).toContain(METAL_PALETTE['stainless-steel']?.mid);
        expect(svg).toContain('MORVAUX');
        expect(svg).toContain('width="800" height="1200"');
    });

    it('draws every dial colour and case material', () => {
        for (const dial of Object.keys(DIAL_PALETTE)) {
            for (const caseMaterial of Object.keys(METAL_PALETTE)) {
                const svg = drawWatch({ ...steelBlue, dial, caseMaterial });
                expect(svg).toContain(DIAL_PALETTE[dial]?.base);
                expect(svg).toContain(METAL_PALETTE[caseMaterial]?.hi);
            }
        }
    });

    it('gives the angle view a different picture', () => {
        const angle = drawWatch({ ...steelBlue, view: 'angle' });
        expect(angle).not.toEqual(drawWatch(steelBlue));
        expect(angle).toContain('rotate(-14)');
    });

    it('draws sub-dials for chronographs and a date only where the label asks', () => {
        expect(dialFeatures('PILOT', true).subdials).toEqual([90, 180, 270]);
        expect(dialFeatures('TACHYMÈTRE', true).subdials).toEqual([90, 270]);
        expect(dialFeatures('AUTOMATIQUE DATE', false).date).toBe(true);
        expect(dialFeatures('VILLE', false).date).toBe(false);
        const chrono = drawWatch({ ...steelBlue, chronograph: true, label: 'TACHYMÈTRE' });
        const plain = drawWatch({ ...steelBlue, label: 'VILLE' });
        const circles = (svg: string): number => svg.split('<circle').length;
        expect(circles(chrono)).toBeGreaterThan(circles(plain));
        expect(drawWatch(steelBlue)).toContain('>18</text>');
        expect(plain).not.toContain('>18</text>');
    });

    it('draws straps, buckles and banners', () => {
        for (const material of ['leather', 'alligator', 'rubber', 'fabric', 'steel-bracelet']) {
            for (const view of ['front', 'detail'] as const) {
                const svg = drawStrap({ kind: 'strap', view, material, colour: 'green', widthMm: 20 });
                expect(wellFormed(svg)).toBe(true);
                if (material !== 'steel-bracelet') expect(svg).toContain(STRAP_PALETTE.green);
            }
        }
        for (const folding of [true, false]) {
            const svg = drawBuckle({ kind: 'buckle', material: 'rose-gold', folding });
            expect(wellFormed(svg)).toBe(true);
            expect(svg).toContain(METAL_PALETTE['rose-gold']?.hi);
        }
        const banner = drawBanner({ kind: 'banner', title: 'Vitesse & <Co>', tone: 'orange' });
        expect(wellFormed(banner)).toBe(true);
        expect(banner).toContain('width="1600" height="700"');
        // The page writes the collection name in the visitor's language; the picture stays wordless.
        expect(banner).not.toContain('Vitesse');
    });

    it('draws every image of the catalogue without gaps', () => {
        const sizes = new Set<string>();
        for (const image of catalogueImages(buildCatalogue())) {
            const { svg, width, height } = drawImage(image.spec);
            expect(wellFormed(svg), image.file).toBe(true);
            expect(svg, image.file).not.toMatch(/NaN|undefined|Infinity/);
            sizes.add(`${image.spec.kind}:${width}x${height}`);
        }
        expect([...sizes].sort()).toEqual(['banner:1600x700', 'buckle:800x1200', 'strap:800x1200', 'watch:800x1200']);
    });

    it('falls back to neutral colours for unknown codes', () => {
        const odd: ImageSpec = { ...steelBlue, dial: 'mauve', caseMaterial: 'platinum', strapColour: 'teal' };
        expect(wellFormed(drawImage(odd).svg)).toBe(true);
    });
});
