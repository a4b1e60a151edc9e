import { describe, expect, it } from 'vitest';

import { ConfigurationError } from './configuration-error';
import { parseEnv } from './environment';
import { objectStorageSettings } from './object-storage';

const base = { SUPERADMIN_PASSWORD: 'a-long-password', COOKIE_SECRET: '0123456789abcdef0123' };
const OSS = {
    ASSET_STORAGE: 's3',
    S3_BUCKET: 'morvaux-assets',
    S3_REGION: 'oss-cn-shanghai',
    S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com',
    S3_ACCESS_KEY_ID: 'LTAI5tEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'example-secret',
};
const settings = (vars: Record<string, string>) => objectStorageSettings(parseEnv({ ...base, ...vars }));

/** The one line parseEnv throws for an environment, or undefined when it parses. */
function refusal(vars: Record<string, string>): string | undefined {
    try {
        parseEnv({ ...base, ...vars });
        return undefined;
    } catch (err) {
        expect(err).toBeInstanceOf(ConfigurationError);
        return (err as Error).message;
    }
}

describe('object storage settings', () => {
    it('keeps pictures on local disk unless told otherwise, whatever S3_ variables are around', () => {
        expect(parseEnv(base).ASSET_STORAGE).toBe('local');
        expect(settings({})).toBeUndefined();
        expect(settings({ S3_BUCKET: 'left-over', S3_REGION: 'ap-shanghai' })).toBeUndefined();
    });

    it('takes a complete s3 setting: bucket, endpoint, keys, virtual-host style by default', () => {
        const s = settings(OSS);
        expect(s?.bucket).toBe('morvaux-assets');
        expect(s?.credentials).toEqual({ accessKeyId: 'LTAI5tEXAMPLE', secretAccessKey: 'example-secret' });
        expect(s?.client).toMatchObject({
            region: 'oss-cn-shanghai',
            endpoint: 'https://oss-cn-shanghai.aliyuncs.com',
            forcePathStyle: false,
            // Compatible services do not all take the SDK's default checksum trailers.
            requestChecksumCalculation: 'WHEN_REQUIRED',
        });
        expect(settings({ ...OSS, S3_FORCE_PATH_STYLE: 'true' })?.client.forcePathStyle).toBe(true);
    });

    it("leaves the endpoint to the SDK (Amazon S3's own) when none is given", () => {
        const { S3_ENDPOINT: _omitted, ...aws } = OSS;
        expect(settings({ ...aws, S3_REGION: 'eu-central-1' })?.client.endpoint).toBeUndefined();
    });

    it('refuses s3 without bucket, region or keys in one line naming each missing one', () => {
        const line = refusal({ ASSET_STORAGE: 's3', S3_REGION: 'ap-shanghai' });
        expect(line).toBe(
            'invalid environment: ASSET_STORAGE: s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
        );
        expect(line).not.toContain('\n');
        // The secret has no default: it alone missing is refused too.
        const { S3_SECRET_ACCESS_KEY: _secret, ...noSecret } = OSS;
        expect(refusal(noSecret)).toBe('invalid environment: ASSET_STORAGE: s3 needs S3_SECRET_ACCESS_KEY');
    });

    it('refuses a storage kind, endpoint or path style it does not know', () => {
        expect(refusal({ ASSET_STORAGE: 'oss' })).toMatch(/^invalid environment: ASSET_STORAGE: /);
        expect(refusal({ ...OSS, S3_ENDPOINT: 'oss-cn-shanghai.aliyuncs.com' })).toMatch(
            /^invalid environment: S3_ENDPOINT: /,
        );
        expect(refusal({ ...OSS, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/^invalid environment: S3_FORCE_PATH_STYLE: /);
    });
});
