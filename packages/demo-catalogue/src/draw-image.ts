/** Picks the drawer and the pixel size for any catalogue image. */
import type { ImageSpec } from './catalogue.types';
import { BANNER_HEIGHT, BANNER_WIDTH, drawBanner } from './draw-banner';
import { BUCKLE_HEIGHT, BUCKLE_WIDTH, drawBuckle } from './draw-buckle';
import { STRAP_HEIGHT, STRAP_WIDTH, drawStrap } from './draw-strap';
import { WATCH_HEIGHT, WATCH_WIDTH, drawWatch } from './draw-watch';

export interface DrawnImage {
    svg: string;
    width: number;
    height: number;
}

export function drawImage(spec: ImageSpec): DrawnImage {
    switch (spec.kind) {
        case 'watch':
            return { svg: drawWatch(spec), width: WATCH_WIDTH, height: WATCH_HEIGHT };
        case 'strap':
            return { svg: drawStrap(spec), width: STRAP_WIDTH, height: STRAP_HEIGHT };
        case 'buckle':
            return { svg: drawBuckle(spec), width: BUCKLE_WIDTH, height: BUCKLE_HEIGHT };
        case 'banner':
            return { svg: drawBanner(spec), width: BANNER_WIDTH, height: BANNER_HEIGHT };
    }
}
