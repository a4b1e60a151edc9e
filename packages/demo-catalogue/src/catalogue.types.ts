/**
 * The demo catalogue as plain data, independent of Vendure: `build-catalogue.ts` produces it
 * from a fixed seed, `render-images.ts` draws its pictures and `seed-shop.ts` imports it.
 */

import type { FacetCode, Locale, ProductKind } from '@maison/shared';

export type { FacetCode, ProductKind };

export type SeedLanguage = Locale;

/** A text in every shop language. */
export type Localised = Record<SeedLanguage, string>;

export interface SeedFacet {
    code: FacetCode;
    name: Localised;
    values: Array<{ code: string; name: Localised }>;
}

/** A reference to one facet value by codes. */
export interface FacetRef {
    facet: FacetCode;
    value: string;
}

export interface SeedCollection {
    /** Also the slug, stable across languages: `watches`, `straps`, `heritage`, ... */
    code: string;
    name: Localised;
    description: Localised;
    /** Code of the parent collection; absent for top-level collections. */
    parent?: string;
    /**
     * What belongs to the collection: products of one kind (the top-level collections), or
     * products having all of these facet values.
     */
    filter: { kind: ProductKind } | { facets: FacetRef[] };
    /** File name (inside the image folder) of the collection's banner picture. */
    image: string;
    /** Hidden from navigation (for example `recommend_search`, `buckles`). */
    private?: boolean;
}

/** What an image shows, enough for `render-images.ts` to draw it. */
export type ImageSpec =
    | {
          kind: 'watch';
          view: 'front' | 'angle';
          dial: string; // dial-colour facet value code
          caseMaterial: string; // case-material facet value code
          strapMaterial: string;
          strapColour: string; // colour code from the spec's colour map
          diameterMm: number;
          chronograph: boolean;
          label: string; // model name printed small on the dial
      }
    | {
          kind: 'strap';
          view: 'front' | 'detail';
          material: string; // strap-material facet value code
          colour: string;
          widthMm: number;
      }
    | {
          kind: 'buckle';
          material: string; // case-material facet value code
          folding: boolean;
      }
    | {
          kind: 'banner';
          title: string;
          tone: string; // colour code
      };

export interface SeedImage {
    /** File name, unique in the catalogue, e.g. `watch-M0A1001-front.jpg`. */
    file: string;
    spec: ImageSpec;
}

export interface SeedVariant {
    sku: string;
    /** Price in fen, tax included. */
    price: number;
    stockOnHand: number;
    /** Option value per option group of the product, in the product's group order. */
    options: Array<{ group: string; value: string }>;
    /** Facet values of this variant alone (a strap's width), besides the product's. */
    facets?: FacetRef[];
}

export interface SeedOptionGroup {
    code: string;
    name: Localised;
    options: Array<{ code: string; name: Localised }>;
}

export interface SeedProduct {
    kind: ProductKind;
    /** Reference sku of the product; its single variant's sku for watches. */
    sku: string;
    slug: string;
    name: Localised;
    description: Localised;
    /** Collection and model codes, for watches (spec §3 customMappings). */
    collectionCode?: string;
    modelCode?: string;
    facets: FacetRef[];
    optionGroups: SeedOptionGroup[];
    variants: SeedVariant[];
    images: SeedImage[];
    /** For straps: skus of the buckles that may be bundled with it (optional extra). */
    buckleSkus?: string[];
}

export interface SeedCatalogue {
    facets: SeedFacet[];
    collections: SeedCollection[];
    products: SeedProduct[];
}
