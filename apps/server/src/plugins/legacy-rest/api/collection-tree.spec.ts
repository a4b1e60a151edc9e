import { describe, expect, it } from 'vitest';

import { collectionTree, type FlatCollection } from './collection-tree';

const c = (id: string, slug: string, parentId: string | null, position = 0): FlatCollection => ({
    id,
    name: slug.toUpperCase(),
    slug,
    description: '',
    featuredAsset: null,
    parentId,
    position,
});

describe('the collection tree of the REST face', () => {
    const root = { id: '1', name: 'Home', description: '', featuredAsset: null };

    it('puts the root as Home at /, links each collection by its slugs from the top, crumbs Home first', () => {
        const tree = collectionTree(root, [
            c('3', 'straps', null, 2),
            c('2', 'watches', null, 1),
            c('5', 'heritage-manual', '4'),
            c('4', 'heritage', '2'),
        ]);
        expect(tree).toMatchObject({ id: '1', name: 'Home', slug: '', link: '/' });
        expect(tree.children.map((n) => n.slug)).toEqual(['watches', 'straps']);
        const manual = tree.children[0].children[0].children[0];
        expect(manual.link).toBe('/watches/heritage/heritage-manual');
        expect(manual.breadcrumbs.map((b) => b.link)).toEqual([
            '/',
            '/watches',
            '/watches/heritage',
            '/watches/heritage/heritage-manual',
        ]);
    });

    it('leaves out a collection whose parent is not in the tree (a private one)', () => {
        const tree = collectionTree(root, [c('2', 'watches', null), c('9', 'orphan', '8')]);
        expect(tree.children.map((n) => n.slug)).toEqual(['watches']);
        expect(tree.children[0].children).toEqual([]);
    });
});
