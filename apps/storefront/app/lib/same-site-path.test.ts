import { describe, expect, it } from 'vitest';

import { sameSitePath } from './same-site-path';

describe('same-site paths', () => {
    it('keeps paths of this site with their query', () => {
        expect(sameSitePath('/watches?page=2')).toBe('/watches?page=2');
        expect(sameSitePath('/')).toBe('/');
    });

    it.each(['//evil.com', '/\\evil.com', '/\t/evil.com', 'https://evil.com/', 'evil.com', '', null, 42])(
        'refuses %j',
        (value) => {
            expect(sameSitePath(value)).toBeUndefined();
        },
    );
});
