import { describe, expect, it } from 'vitest';

import { imageUrl } from './image-url';

describe('imageUrl', () => {
    it('asks the asset server for the size as WebP', () => {
        expect(imageUrl('/assets/preview/54/watch__preview.jpg', 'card')).toBe(
            '/assets/preview/54/watch__preview.jpg?preset=card&format=webp',
        );
    });
});
