/** The brand's colours on its content pictures: ivory and charcoal, champagne gold, and one red. */
export const BRAND_COLOURS = {
    ivory: '#f4efe6',
    paper: '#ebe3d3',
    charcoal: '#1c1c1f',
    ink: '#141416',
    navy: '#14223f',
    night: '#0a1024',
    gold: '#c9a45c',
    goldLight: '#f0dca8',
    goldDeep: '#8c6a2c',
    ruby: '#a3192f',
    lacquer: '#8b1f2c',
    jura: '#2f4b37',
    lake: '#1d3f7a',
} as const;

/** Grounds for abstract pictures: a dark and a light tone that read together. */
export const GROUNDS: ReadonlyArray<{ dark: string; light: string; accent: string }> = [
    { dark: BRAND_COLOURS.charcoal, light: '#4a4a50', accent: BRAND_COLOURS.gold },
    { dark: BRAND_COLOURS.navy, light: '#3f5f98', accent: BRAND_COLOURS.goldLight },
    { dark: '#1f3a2c', light: '#4f7d63', accent: BRAND_COLOURS.gold },
    { dark: '#4a1a22', light: '#8b3a46', accent: BRAND_COLOURS.goldLight },
    { dark: '#5b4a33', light: '#b39a72', accent: BRAND_COLOURS.ivory },
];
