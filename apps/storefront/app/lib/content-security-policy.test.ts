import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, createNonce, type PolicyInput } from './content-security-policy.server';

const base: PolicyInput = {
    nonce: 'abc123',
    consent: false,
    https: false,
    chatWidgetUrl: 'https://chat.example.cn/widget.js',
    assetOrigin: 'http://localhost:3000',
    gatewayOrigins: ['https://openapi.alipay.com'],
    tencentCaptcha: false,
    amap: false,
};

function directive(policy: string, name: string): string[] {
    const found = policy.split('; ').find((d) => d.split(' ')[0] === name);
    return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
    it('runs only our scripts and inline scripts carrying the nonce', () => {
        const policy = contentSecurityPolicy(base);
        expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
        expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    });

    it('lets the chat widget in only after consent', () => {
        expect(contentSecurityPolicy(base)).not.toContain('chat.example.cn');
        const consented = contentSecurityPolicy({ ...base, consent: true });
        expect(directive(consented, 'script-src')).toContain('https://chat.example.cn');
        expect(directive(consented, 'connect-src')).toContain('https://chat.example.cn');
        expect(directive(consented, 'frame-src')).toEqual(['https://chat.example.cn']);
    });

    it('adds nothing for a consenting visitor when no chat is configured', () => {
        const policy = contentSecurityPolicy({ ...base, consent: true, chatWidgetUrl: '' });
        expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
        expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    });

    it("admits Tencent's captcha only when sign-in uses it", () => {
        expect(contentSecurityPolicy(base)).not.toContain('captcha.qcloud.com');
        const policy = contentSecurityPolicy({ ...base, tencentCaptcha: true });
        expect(directive(policy, 'script-src')).toContain('https://turing.captcha.qcloud.com');
        expect(directive(policy, 'frame-src')).toEqual([
            'https://turing.captcha.qcloud.com',
            'https://turing.captcha.gtimg.com',
        ]);
        expect(directive(policy, 'img-src')).toContain('https://turing.captcha.gtimg.com');
    });

    it("admits AMap's hosts only when a key is configured and the visitor has consented", () => {
        expect(contentSecurityPolicy({ ...base, consent: true })).not.toContain('amap.com');
        expect(contentSecurityPolicy({ ...base, amap: true })).not.toContain('amap.com');
        const policy = contentSecurityPolicy({ ...base, amap: true, consent: true });
        expect(directive(policy, 'script-src')).toContain('https://webapi.amap.com');
        expect(directive(policy, 'connect-src')).toContain('https://restapi.amap.com');
        expect(directive(policy, 'img-src')).toContain('https://*.is.autonavi.com');
        expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    });

    it('forbids framing, plugins and <base>, and shows pictures from the asset origin', () => {
        const policy = contentSecurityPolicy({ ...base, assetOrigin: 'https://img.morvaux.cn' });
        expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
        expect(directive(policy, 'object-src')).toEqual(["'none'"]);
        expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
        expect(directive(policy, 'img-src')).toContain('https://img.morvaux.cn');
    });

    it('upgrades insecure requests only over HTTPS', () => {
        expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
        expect(contentSecurityPolicy({ ...base, https: true })).toContain('upgrade-insecure-requests');
    });
});

describe('createNonce', () => {
    it('makes a different nonce for every page', () => {
        const nonces = new Set(Array.from({ length: 50 }, createNonce));
        expect(nonces.size).toBe(50);
        for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    });

    it('lets forms go only to us and, for paying, on to the configured gateways', () => {
        expect(directive(contentSecurityPolicy(base), 'form-action')).toEqual(["'self'", 'https://openapi.alipay.com']);
    });
});
