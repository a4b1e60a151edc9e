/**
 * The demo user manuals: one per calibre, for the watch models that carry it, written as real
 * PDF files. The PDF writer has Latin fonts only (no CJK font is embedded), so the demo manuals
 * are in English and German, and the listing says so.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Localised } from '../catalogue.types';
import { type Movement, MOVEMENT_NAMES } from '../catalogue-words';
import { WATCH_MODELS } from '../catalogue-watch-models';
import { type PdfLine, writePdf } from '../content/pdf-writer';
import type { SeedUserManual } from './service-data.types';

interface Calibre {
    name: string;
    /** Power reserve in hours; none for quartz. */
    reserveHours: number | null;
    jewels: number;
    frequency: string;
}

const CALIBRES: Record<Movement, Calibre> = {
    manual: { name: 'MV 1886', reserveHours: 72, jewels: 19, frequency: '21,600 vph (3 Hz)' },
    automatic: { name: 'MV 2024', reserveHours: 80, jewels: 25, frequency: '28,800 vph (4 Hz)' },
    chronograph: { name: 'MV 7750', reserveHours: 60, jewels: 31, frequency: '28,800 vph (4 Hz)' },
    quartz: { name: 'MV 900 Q', reserveHours: null, jewels: 7, frequency: '32,768 Hz quartz' },
};

const MOVEMENT_ORDER: Movement[] = ['manual', 'automatic', 'chronograph', 'quartz'];

export const MANUAL_LANGUAGES = ['en', 'de'];

export function manualFileName(movement: Movement): string {
    return `manual-${CALIBRES[movement].name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
}

function text(movement: Movement, lang: 'en' | 'de', models: string[]): PdfLine[] {
    const c = CALIBRES[movement];
    const en = lang === 'en';
    const h = (t: string): PdfLine => ({ text: t, size: 14, bold: true, gap: 18 });
    const p = (t: string): PdfLine => ({ text: t });
    const winding: Record<Movement, [string, string]> = {
        manual: [
            'Wind the watch every day at about the same time: turn the crown clockwise in position 1 until you feel resistance. Never force it past that point.',
            'Ziehen Sie die Uhr täglich zur gleichen Zeit auf: Drehen Sie die Krone in Position 1 im Uhrzeigersinn, bis Sie Widerstand spüren. Drehen Sie nie darüber hinaus.',
        ],
        automatic: [
            'The rotor winds the movement as you wear the watch. If it has stopped, give the crown 30 turns clockwise in position 1 before setting the time.',
            'Der Rotor zieht das Werk beim Tragen auf. Ist die Uhr stehen geblieben, drehen Sie die Krone in Position 1 dreißigmal im Uhrzeigersinn, bevor Sie die Zeit einstellen.',
        ],
        chronograph: [
            'The rotor winds the movement as you wear it. Start and stop the chronograph with the pusher at 2 o’clock; reset it with the pusher at 4 o’clock, only when it is stopped.',
            'Der Rotor zieht das Werk beim Tragen auf. Starten und stoppen Sie den Chronographen mit dem Drücker bei 2 Uhr; setzen Sie ihn nur im Stillstand mit dem Drücker bei 4 Uhr zurück.',
        ],
        quartz: [
            'The battery lasts about four years. When the seconds hand jumps every four seconds, have the battery replaced at a boutique or a service centre.',
            'Die Batterie hält etwa vier Jahre. Springt der Sekundenzeiger im Vier-Sekunden-Takt, lassen Sie die Batterie in einer Boutique oder einem Servicezentrum wechseln.',
        ],
    };
    const i = en ? 0 : 1;
    return [
        {
            text: en ? `Calibre ${c.name}: user manual` : `Kaliber ${c.name}: Bedienungsanleitung`,
            size: 20,
            bold: true,
        },
        p(en ? 'Models covered by this manual:' : 'Modelle, für die diese Anleitung gilt:'),
        ...models.map((m) => p(`• ${m}`)),
        h(en ? '1. The calibre' : '1. Das Kaliber'),
        p(
            en
                ? `${MOVEMENT_NAMES[movement].en} movement, ${c.jewels} jewels, ${c.frequency}${c.reserveHours ? `, a power reserve of ${c.reserveHours} hours` : ''}. Assembled and regulated in our workshops in the Jura.`
                : `${MOVEMENT_NAMES[movement].de}-Werk, ${c.jewels} Steine, ${c.frequency}${c.reserveHours ? `, ${c.reserveHours} Stunden Gangreserve` : ''}. Montiert und reguliert in unseren Werkstätten im Jura.`,
        ),
        h(en ? '2. Setting the time' : '2. Zeit einstellen'),
        p(
            en
                ? 'Unscrew the crown and pull it to position 2: the seconds hand stops. Turn the crown to set the hands, pass midnight once so the date changes at night, then push the crown home and screw it down.'
                : 'Schrauben Sie die Krone auf und ziehen Sie sie in Position 2: Der Sekundenzeiger hält an. Stellen Sie die Zeiger mit der Krone, fahren Sie einmal über Mitternacht, damit das Datum nachts wechselt, drücken Sie die Krone hinein und schrauben Sie sie fest.',
        ),
        p(
            en
                ? 'Do not set the date between 9 pm and 3 am, while the date change is engaged.'
                : 'Stellen Sie das Datum nicht zwischen 21 und 3 Uhr ein, während der Datumswechsel läuft.',
        ),
        h(en ? '3. Winding and power' : '3. Aufzug und Energie'),
        p(winding[movement][i]),
        h(en ? '4. Water resistance' : '4. Wasserdichtigkeit'),
        p(
            en
                ? 'The water resistance printed on the case back holds only with the crown screwed down. Never use the crown or pushers under water. Have the seals checked every year and after any shock.'
                : 'Die auf dem Gehäuseboden angegebene Wasserdichtigkeit gilt nur bei verschraubter Krone. Bedienen Sie Krone und Drücker nie unter Wasser. Lassen Sie die Dichtungen jährlich und nach jedem Stoß prüfen.',
        ),
        p(
            en
                ? 'After swimming in the sea, rinse the watch in fresh water. Avoid saunas, hot baths and sudden changes of temperature.'
                : 'Spülen Sie die Uhr nach dem Baden im Meer mit Süßwasser ab. Meiden Sie Sauna, heiße Bäder und plötzliche Temperaturwechsel.',
        ),
        h(en ? '5. Care' : '5. Pflege'),
        p(
            en
                ? 'Keep the watch away from strong magnetic fields (loudspeakers, induction hobs, phone cases with magnets). Clean the case and bracelet with a soft cloth; leather straps dislike water and perfume.'
                : 'Halten Sie die Uhr von starken Magnetfeldern fern (Lautsprecher, Induktionsherde, Handyhüllen mit Magneten). Reinigen Sie Gehäuse und Band mit einem weichen Tuch; Lederbänder vertragen weder Wasser noch Parfum.',
        ),
        p(
            en
                ? 'We advise a complete service every five years at a brand service centre or an authorised service point. The international warranty covers the watch wherever it is serviced by them.'
                : 'Wir empfehlen alle fünf Jahre einen vollständigen Service in einem Servicezentrum der Marke oder einer autorisierten Servicestelle. Die internationale Garantie gilt überall, wo diese die Uhr warten.',
        ),
    ];
}

/** The demo manuals, one per calibre, each for the models that carry it. */
export function demoUserManuals(): SeedUserManual[] {
    return MOVEMENT_ORDER.map((movement, position) => {
        const models = WATCH_MODELS.filter((m) => m.movement === movement);
        const calibre = CALIBRES[movement].name;
        const names = (lang: keyof Localised) => models.map((m) => m.name[lang]);
        return {
            calibre,
            position,
            modelCodes: models.map((m) => m.code),
            collectionSlugs: [...new Set(models.map((m) => m.collection))],
            languages: MANUAL_LANGUAGES,
            file: manualFileName(movement),
            title: {
                zh: `${calibre} 机芯使用说明书`,
                en: `Calibre ${calibre} user manual`,
                de: `Bedienungsanleitung Kaliber ${calibre}`,
            },
            modelNames: { zh: names('zh'), en: names('en'), de: names('de') },
        };
    });
}

/** The manual's PDF bytes: the English text, then the German. */
export function userManualPdf(movement: Movement): Buffer {
    const models = WATCH_MODELS.filter((m) => m.movement === movement);
    return writePdf({
        title: `Calibre ${CALIBRES[movement].name}`,
        author: 'Morvaux',
        date: '2026-11-01',
        lines: [
            ...text(
                movement,
                'en',
                models.map((m) => m.name.en),
            ),
            { text: '', gap: 40 },
            ...text(
                movement,
                'de',
                models.map((m) => m.name.de),
            ),
        ],
    });
}

/** Writes the manuals' PDFs into `dir`, skipping those already there; how many it wrote. */
export async function renderUserManuals(dir: string): Promise<number> {
    await mkdir(dir, { recursive: true });
    let written = 0;
    for (const movement of MOVEMENT_ORDER) {
        const target = path.join(dir, manualFileName(movement));
        if (await stat(target).catch(() => null)) continue;
        // Under a temporary name first: two shops seeding at once share the directory, and the
        // other one would import a manual it found half written.
        const partial = `${target}.${process.pid}.partial`;
        await writeFile(partial, userManualPdf(movement));
        await rename(partial, target);
        written++;
    }
    return written;
}
