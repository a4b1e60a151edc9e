/**
 * Makes the demo film `files/brand-balance-wheel.mp4`: eight seconds of the movement drawn
 * for the content pictures, its balance swinging in slow motion. Frames are drawn from SVG
 * with sharp and encoded as H.264 640x360 by ffmpeg.
 *
 * Needs ffmpeg on the PATH (Debian: `apt-get install -y ffmpeg`) and the package built
 * (`npm run build -w @maison/demo-catalogue`), since it draws with the compiled drawing code.
 * The film is committed: the shop never runs this, it copies the file.
 *
 *   node packages/demo-catalogue/scripts/make-demo-film.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const here = path.dirname(fileURLToPath(import.meta.url));
const { drawFilmFrame, DEMO_FILM_FILE } = require(path.join(here, '..', 'dist', 'content', 'draw-content-picture.js'));

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
const SECONDS = 8;
/** Swings a second: a quarter of the real 4 Hz, slow enough to follow. */
const SWINGS = 1;
const AMPLITUDE = 220;
const MAX_BYTES = 400 * 1024;

const ffmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
if (ffmpeg.status !== 0) {
    console.error('ffmpeg is not installed: apt-get install -y ffmpeg');
    process.exit(1);
}

const frames = await mkdtemp(path.join(tmpdir(), 'demo-film-'));
try {
    for (let i = 0; i < FPS * SECONDS; i++) {
        const t = i / FPS;
        const swing = AMPLITUDE * Math.sin(2 * Math.PI * SWINGS * t);
        // The train moves one tooth at each beat, when the balance passes through its centre.
        const train = Math.floor(t * SWINGS * 2) * 6;
        const svg = drawFilmFrame(swing, train, { width: WIDTH, height: HEIGHT });
        await sharp(Buffer.from(svg))
            .png()
            .toFile(path.join(frames, `frame-${String(i).padStart(4, '0')}.png`));
    }
    const out = path.join(here, '..', 'files', DEMO_FILM_FILE);
    const encode = spawnSync(
        'ffmpeg',
        [
            '-y',
            '-loglevel',
            'error',
            '-framerate',
            String(FPS),
            '-i',
            path.join(frames, 'frame-%04d.png'),
            '-c:v',
            'libx264',
            '-profile:v',
            'main',
            '-pix_fmt',
            'yuv420p',
            '-crf',
            '23',
            '-preset',
            'slow',
            '-movflags',
            '+faststart',
            '-an',
            out,
        ],
        { stdio: 'inherit' },
    );
    if (encode.status !== 0) process.exit(encode.status ?? 1);
    const { size } = await stat(out);
    console.log(`${out}: ${size} bytes`);
    if (size > MAX_BYTES) {
        console.error(`the film is larger than ${MAX_BYTES} bytes; raise -crf`);
        process.exit(1);
    }
} finally {
    await rm(frames, { recursive: true, force: true });
}
