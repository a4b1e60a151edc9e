/**
 * Draws any picture the content names, from its file name alone: words in the name choose the
 * scene (`...-workshop-...`, `...-sea-...`) and the whole name seeds its variations, so the
 * news and press heroes, named by their slugs, are drawn without a list of them.
 */
import { createRng, hashString } from '@maison/shared';

import { svgDocument } from '../svg';
import { drawMovement } from './draw-movement';
import { abstract, box, calligraphyOn, dialOf, mountains, sea, stars, workshop, type Scene } from './draw-scenes';

export interface PictureSize {
    width: number;
    height: number;
}

export const HERO_SIZE: PictureSize = { width: 1600, height: 900 };
export const POSTER_SIZE: PictureSize = { width: 1280, height: 720 };
export const BLOCK_SIZE: PictureSize = { width: 1200, height: 800 };

/** Heroes of pages (`-hero`) and of news and press (named by their slug) are wide. */
export function pictureSize(file: string): PictureSize {
    if (file.includes('-poster')) return POSTER_SIZE;
    if (file.includes('-hero') || file.startsWith('news-') || file.startsWith('press-')) return HERO_SIZE;
    return BLOCK_SIZE;
}

const movement: Scene = (rng, w, h) => drawMovement(rng, w, h, { swing: rng.int(-120, 120), train: rng.int(0, 90) });

/** First match wins: a name with `movement` and `workshop` shows the movement. */
const SCENES: Array<[RegExp, Scene]> = [
    [/qixi|stars|night|etoile/, stars],
    [/lunar|new-year|spring-festival/, calligraphyOn(true)],
    [/calligraphy/, calligraphyOn()],
    [/movement|calibre|caliber|balance|tourbillon|caseback/, movement],
    [/chronograph|vitesse|rallye|tachymet/, dialOf('chronograph')],
    [/diver-dial|bezel/, dialOf('diver')],
    [/dial|icon|watch|edition|milestone/, dialOf('dress')],
    [/mountain|snow|le-locle|jura|ski|sky|pilot/, mountains],
    [/sea|sail|regatta|abysse|diver|lake/, sea],
    [/workshop|manufacture|atelier|founder|archive|bench|craft|boutique/, workshop],
    [/packaging|box|gift/, box],
];

export function sceneFor(file: string): Scene {
    const name = file.toLowerCase();
    return SCENES.find(([pattern]) => pattern.test(name))?.[1] ?? abstract;
}

/** The demo film, committed in the package's files, and its poster, which is its first frame. */
export const DEMO_FILM_FILE = 'brand-balance-wheel.mp4';
export const DEMO_FILM_POSTER = 'brand-balance-wheel-poster.jpg';
const FILM_SEED = 'brand-balance-wheel';

/** The SVG of a content picture and the size to render it at. */
export function drawContentPicture(file: string): { svg: string; width: number; height: number } {
    const { width, height } = pictureSize(file);
    if (file === DEMO_FILM_POSTER) return { svg: drawFilmFrame(0, 0, { width, height }), width, height };
    const { defs, body } = sceneFor(file)(createRng(hashString(file)), width, height);
    return { svg: svgDocument(width, height, defs, body), width, height };
}

/**
 * One frame of the demo film: the movement of its poster with the balance at `swing` degrees
 * and the train turned by `train`. The film's script draws its frames with this.
 */
export function drawFilmFrame(swing: number, train: number, size: PictureSize = POSTER_SIZE): string {
    const { defs, body } = drawMovement(createRng(hashString(FILM_SEED)), size.width, size.height, { swing, train });
    return svgDocument(size.width, size.height, defs, body);
}
