import { describe, expect, it } from 'vitest';

import { stepOfPath, stepPath } from './steps';

describe('send-my-watch step paths', () => {
    it('name each step by its number and read it back', () => {
        expect(stepPath('watch')).toBe('/service/send-my-watch/step-1');
        expect(stepPath('review')).toBe('/service/send-my-watch/step-5');
        expect(stepOfPath('/service/send-my-watch/step-3')).toBe('contact');
        expect(stepOfPath('/service/send-my-watch/step-6')).toBeUndefined();
    });
});
