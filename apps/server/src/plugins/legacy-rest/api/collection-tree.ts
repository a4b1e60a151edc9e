import { z } from 'zod';

import { type LegacyImage, imageSchema } from './legacy-shapes';

/** A collection as the tree is made from: the Shop API's public collections, flat, with their parent. */
export interface FlatCollection {
    id: string;
    name: string;
    slug: string;
    /** Staff-written HTML, made safe as the Shop API serves it. */
    description: string;
    featuredAsset: LegacyImage | null;
    parentId: string | null;
    position: number;
}

export const crumbSchema = z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    link: z.string().describe('The storefront path: / for Home, else the slugs from the top-level collection down'),
});

export interface CollectionNode {
    id: string;
    name: string;
    slug: string;
    link: string;
    description: string;
    featuredAsset: LegacyImage | null;
    breadcrumbs: Array<z.infer<typeof crumbSchema>>;
    children: CollectionNode[];
}

/**
 * A node of the tree: spec §3's collection fields, its breadcrumbs Home first, its children below.
 * Its own `$id`, so that the children's `$ref: "#"` names the node wherever the document embeds it.
 */
export const collectionNodeSchema: z.ZodType<CollectionNode> = z
    .lazy(() =>
        z.object({
            id: z.string(),
            name: z.string(),
            slug: z.string(),
            link: z.string(),
            description: z.string().describe('HTML, made safe to show (as the Shop API serves it)'),
            featuredAsset: imageSchema.nullable(),
            breadcrumbs: z.array(crumbSchema),
            children: z.array(collectionNodeSchema),
        }),
    )
    .meta({ $id: 'urn:maison:legacy-api:collection-node' });

/**
 * The tree of the public collections below Vendure's root, whose place the root takes as Home
 * with link / (spec §3). A collection whose parent is private or missing is left out with its
 * children: a shopper cannot reach it from the tree either. Siblings keep staff's order.
 */
export function collectionTree(
    root: { id: string; name: string; description: string; featuredAsset: LegacyImage | null },
    collections: readonly FlatCollection[],
): CollectionNode {
    const byParent = new Map<string, FlatCollection[]>();
    for (const c of collections) {
        const parent = c.parentId ?? root.id;
        byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
    }
    const home = { id: root.id, name: root.name, slug: '', link: '/' };
    const grow = (id: string, trail: CollectionNode['breadcrumbs'], depth: number): CollectionNode[] =>
        // Deeper than any tree staff build: a cycle in the data cannot loop.
        depth > 10
            ? []
            : [...(byParent.get(id) ?? [])]
                  .sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id))
                  .map((c) => {
                      const link = `${trail.length > 1 ? trail[trail.length - 1].link : ''}/${c.slug}`;
                      const crumbs = [...trail, { id: c.id, name: c.name, slug: c.slug, link }];
                      return {
                          id: c.id,
                          name: c.name,
                          slug: c.slug,
                          link,
                          description: c.description,
                          featuredAsset: c.featuredAsset,
                          breadcrumbs: crumbs,
                          children: grow(c.id, crumbs, depth + 1),
                      };
                  });
    return {
        ...home,
        description: root.description,
        featuredAsset: root.featuredAsset,
        breadcrumbs: [home],
        children: grow(root.id, [home], 1),
    };
}
