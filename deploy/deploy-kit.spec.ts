import fs from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

import { serverEnvKeys } from '../apps/server/src/config/environment';
import { storefrontEnvKeys } from '../apps/storefront/app/lib/env.server';
import { operationsEnvKeys } from '../apps/storefront/server/operations-env.mjs';
import {
    allDirectives,
    baseImage,
    composeInterpolations,
    envFileNames,
    locationFor,
    type NginxDirective,
    parseDockerfile,
    parseNginx,
    processEnvReads,
    stageChain,
} from './kit-parsers';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The metrics the processes export (the team's metrics contract). */
const CONTRACT_METRICS = [
    'maison_http_requests_total',
    'maison_http_request_duration_seconds',
    'maison_page_cache_requests_total',
    'maison_catalogue_cache_requests_total',
    'maison_job_queue_depth',
    'maison_jobs_failed_total',
    'maison_payments_total',
    'maison_sms_total',
];

/** The secrets that must never be written into an image. */
const SECRETS = [
    'COOKIE_SECRET',
    'SESSION_SECRET',
    'SUPERADMIN_PASSWORD',
    'CERTIFICATE_SIGNING_KEY',
    'WARRANTY_CODE_KEY',
];

type Kind = 'server' | 'storefront' | 'worker';

interface ComposeService {
    image?: string;
    build?: { context: string; dockerfile: string; target: Kind };
    command?: string[];
    environment?: Record<string, string | number | null>;
    env_file?: string[];
    volumes?: string[];
    ports?: string[];
    networks?: string[] | Record<string, { ipv4_address?: string } | null>;
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: unknown;
}

const compose = yaml.load(read('deploy/compose.yaml')) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
    networks: Record<string, { ipam?: { config: { subnet: string }[] } }>;
};
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

// What the code reads: the schemas, plus what the start script and the storefront's server read directly.
const startScriptReads = processEnvReads(read('scripts/start.mjs'));
const readsByKind: Record<Kind, Set<string>> = {
    server: new Set([...serverEnvKeys, ...startScriptReads]),
    worker: new Set([...serverEnvKeys, ...startScriptReads]),
    // The start script reads the backend's settings too (it starts either); the storefront does not.
    storefront: new Set([
        ...storefrontEnvKeys,
        ...operationsEnvKeys,
        ...processEnvReads(read('apps/storefront/server.mjs')),
        ...startScriptReads.filter((v) => !serverEnvKeys.includes(v)),
    ]),
};
const readByAnyProcess = new Set([...readsByKind.server, ...readsByKind.storefront]);

describe('the environment the kit sets', () => {
    const composeVars = new Set(composeInterpolations(read('deploy/compose.yaml')));
    const envExample = envFileNames(read('deploy/.env.example'));

    it('knows the variables the code reads (the schemas are the source)', () => {
        expect(readsByKind.server).toContain('DATABASE_URL');
        expect(readsByKind.server).toContain('S3_BUCKET');
        expect(readsByKind.storefront).toContain('SESSION_SECRET');
        expect(readsByKind.storefront).toContain('TRUST_PROXY');
        expect(readsByKind.storefront).not.toContain('S3_BUCKET');
        expect(readsByKind.storefront).not.toContain('COOKIE_SECRET');
    });

    it('sets in each app service only variables that process kind reads', () => {
        expect(appServices.length).toBeGreaterThanOrEqual(5);
        for (const [name, service] of appServices) {
            const unknown = Object.keys(service.environment ?? {}).filter(
                (v) => !readsByKind[service.build!.target].has(v),
            );
            expect(unknown, `${name} sets variables nothing reads`).toEqual([]);
        }
    });

    it('lists in .env.example only variables the processes or compose itself read', () => {
        const unknown = envExample.filter((v) => !readByAnyProcess.has(v) && !composeVars.has(v));
        expect(unknown).toEqual([]);
        expect(new Set(envExample).size, 'a variable is listed twice').toBe(envExample.length);
    });

    it('declares every variable compose interpolates in .env.example', () => {
        expect([...composeVars].filter((v) => !envExample.includes(v))).toEqual([]);
    });

    it('gives each process the secrets it cannot start without, from the environment', () => {
        for (const secret of SECRETS) expect(envExample).toContain(secret);
        for (const [name, service] of appServices) {
            if (service.build!.target === 'storefront') {
                expect(service.env_file, `${name} must not see the backend's secrets`).toBeUndefined();
                expect(service.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
            } else {
                expect(service.env_file).toEqual(['.env']);
            }
        }
    });
});

describe('the services', () => {
    it('start each app service with one of the package start commands, matching its image', () => {
        for (const [name, service] of appServices) {
            const kind = service.build!.target;
            const script = packageScripts[`start:${kind}`];
            expect(script, `package.json has no start:${kind}`).toBeDefined();
            expect(service.command?.join(' '), name).toBe(script);
        }
    });

    it('run two backends, two storefronts and one worker', () => {
        const count = (kind: Kind) => appServices.filter(([, s]) => s.build!.target === kind).length;
        expect([count('server'), count('storefront'), count('worker')]).toEqual([2, 2, 1]);
    });

    it('migrate from one backend only: the others wait until it is healthy', () => {
        const backends = appServices.filter(([, s]) => s.build!.target === 'server').map(([n]) => n);
        const first = backends.find((n) => services[n]!.depends_on?.postgres);
        expect(first).toBeDefined();
        for (const [name, service] of appServices.filter(([n]) => n !== first)) {
            expect(service.depends_on?.[first!]?.condition, name).toBe('service_healthy');
        }
    });

    it('keep PostgreSQL 16 and Redis 7 (with AOF) in volumes', () => {
        expect(services.postgres?.image).toMatch(/^postgres:16/);
        expect(services.redis?.image).toMatch(/^redis:7/);
        expect(services.redis?.command?.join(' ')).toMatch(/--appendonly yes/);
        for (const [name, mount] of [
            ['postgres', '/var/lib/postgresql/data'],
            ['redis', '/data'],
        ] as const) {
            const volume = services[name]!.volumes?.find((v) => v.endsWith(`:${mount}`))?.split(':')[0];
            expect(volume && volume in compose.volumes, `${name}'s data is not in a named volume`).toBe(true);
        }
    });

    it('trust forwarded headers from nginx only on the storefronts, and from the app network (nginx, storefronts) on the backends', () => {
        const nginxNetworks = services.nginx!.networks as Record<string, { ipv4_address?: string } | null>;
        const nginxIp = nginxNetworks.app?.ipv4_address;
        const appSubnet = compose.networks.app?.ipam?.config[0]?.subnet;
        expect(nginxIp).toBeDefined();
        for (const [name, service] of appServices) {
            const trusted = String(service.environment?.TRUST_PROXY ?? '').split(',');
            if (service.build!.target === 'storefront') expect(trusted, name).toEqual([nginxIp]);
            if (service.build!.target === 'server') expect(trusted, name).toEqual([appSubnet]);
        }
    });
});

describe('the Dockerfile', () => {
    const dockerfile = parseDockerfile(read('deploy/Dockerfile'));
    const targets: Kind[] = ['server', 'storefront', 'worker'];

    it('has a final stage for each process kind, used by compose', () => {
        for (const kind of targets) expect(dockerfile.stages.map((s) => s.name)).toContain(kind);
        for (const [, service] of appServices) expect(targets).toContain(service.build!.target);
    });

    it('builds with every dependency and `npm run build` in a shared stage', () => {
        const build = dockerfile.stages.find((s) => s.name === 'build')!;
        const runs = stageChain(dockerfile, 'build').flatMap((s) =>
            s.instructions.filter((i) => i.op === 'RUN').map((i) => i.args),
        );
        expect(runs.some((r) => /\bnpm ci\b/.test(r) && !r.includes('--omit=dev'))).toBe(true);
        expect(build.instructions.some((i) => i.op === 'RUN' && /\bnpm run build\b/.test(i.args))).toBe(true);
    });

    for (const kind of targets) {
        describe(`the ${kind} image`, () => {
            const chain = stageChain(dockerfile, kind);
            const own = chain.flatMap((s) => s.instructions);

            it('rests on node:20-bookworm-slim', () => {
                expect(baseImage(dockerfile, kind)).toBe('node:20-bookworm-slim');
            });

            it('runs as a user other than root', () => {
                const user = [...own].reverse().find((i) => i.op === 'USER')?.args;
                expect(user).toBeDefined();
                expect(['root', '0', '0:0']).not.toContain(user);
            });

            it('carries production dependencies only, and no build tools', () => {
                const sources = own.filter((i) => i.op === 'COPY').map((i) => /--from=(\S+)/.exec(i.args)?.[1]);
                const depStages = sources.filter((s): s is string => s !== undefined);
                expect(depStages.length).toBeGreaterThan(0);
                for (const stage of depStages) {
                    const installs = stageChain(dockerfile, stage)
                        .flatMap((s) => s.instructions)
                        .filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args));
                    expect(installs.length, `${stage} installs nothing`).toBeGreaterThan(0);
                    for (const install of installs) expect(install.args, stage).toContain('--omit=dev');
                }
                expect(
                    own
                        .filter((i) => i.op === 'RUN')
                        .map((i) => i.args)
                        .join('\n'),
                ).not.toMatch(/npm (ci|install)|g\+\+|build-essential/);
            });

            it('starts with its package start command, in exec form, stopped by SIGTERM and health-checked', () => {
                const cmd = [...own].reverse().find((i) => i.op === 'CMD')!.args;
                expect((JSON.parse(cmd) as string[]).join(' ')).toBe(packageScripts[`start:${kind}`]);
                expect(own.find((i) => i.op === 'STOPSIGNAL')?.args).toBe('SIGTERM');
                expect(own.some((i) => i.op === 'HEALTHCHECK' && i.args.includes('CMD'))).toBe(true);
            });

            it('has no secret written into it', () => {
                const settings = own
                    .filter((i) => i.op === 'ENV' || i.op === 'ARG')
                    .map((i) => i.args)
                    .join(' ');
                for (const secret of SECRETS) expect(settings).not.toContain(secret);
            });
        });
    }

    it('leaves secrets and local state out of the build context', () => {
        const ignored = read('.dockerignore')
            .split('\n')
            .map((l) => l.trim());
        for (const entry of ['**/node_modules', '.env', 'deploy/.env', 'var', 'deploy/nginx/certs'])
            expect(ignored).toContain(entry);
    });
});

describe('nginx', () => {
    const tree = parseNginx(read('deploy/nginx/nginx.conf'));
    const http = tree.find((d) => d.name === 'http')!.block!;
    const servers = http.filter((d) => d.name === 'server').map((d) => d.block!);
    const listens = (server: NginxDirective[]) => server.filter((d) => d.name === 'listen').map((d) => d.args);
    const publicServer = servers.find((s) => listens(s).some((a) => a[0] === '443'))!;
    const staffServer = servers.find((s) => s !== publicServer && listens(s).some((a) => a.includes('ssl')))!;
    const upstreams = http.filter((d) => d.name === 'upstream');

    it('balances over services that exist in compose, on the ports they serve', () => {
        const ports: Record<Kind, string> = { server: '3001', storefront: '3000', worker: '' };
        expect(upstreams.length).toBeGreaterThanOrEqual(2);
        for (const upstream of upstreams) {
            for (const server of upstream.block!.filter((d) => d.name === 'server')) {
                const [host = '', port] = server.args[0]!.split(':');
                expect(Object.keys(services), `upstream ${upstream.args[0]}`).toContain(host);
                expect(port).toBe(ports[services[host]!.build!.target]);
            }
        }
        const upstreamNames = upstreams.map((u) => u.args[0]);
        for (const pass of allDirectives(http).filter((d) => d.name === 'proxy_pass')) {
            expect(upstreamNames).toContain(pass.args[0]!.replace(/^https?:\/\//, ''));
        }
    });

    it('terminates TLS on the public and staff servers, with HSTS, and redirects plain HTTP', () => {
        for (const server of [publicServer, staffServer]) {
            expect(listens(server).every((a) => a.includes('ssl'))).toBe(true);
            expect(server.find((d) => d.name === 'ssl_certificate')?.args[0]).toMatch(/^\/etc\/nginx\/certs\//);
            expect(
                server.find((d) => d.name === 'add_header' && d.args[0] === 'Strict-Transport-Security')?.args[1],
            ).toMatch(/max-age=\d{8,}/);
        }
        const plain = servers.find((s) => listens(s).some((a) => a[0] === '80'))!;
        expect(allDirectives(plain).find((d) => d.name === 'return')?.args).toEqual([
            '301',
            'https://$host$request_uri',
        ]);
        expect(services.nginx!.volumes).toContain('./nginx/certs:/etc/nginx/certs:ro');
    });

    it('keeps the staff tools off the public server and on the staff one', () => {
        for (const uri of ['/dashboard', '/dashboard/', '/admin-api', '/admin-api?x=1']) {
            expect(locationFor(publicServer, uri), uri).toBeUndefined();
            const staff = locationFor(staffServer, uri);
            expect(staff?.block?.find((d) => d.name === 'proxy_pass')?.args[0], uri).toBe('http://backends');
        }
        // The check itself: a staff path on a server is seen.
        expect(
            locationFor(parseNginx('location ^~ /admin-api { proxy_pass http://backends; }'), '/admin-api'),
        ).toBeDefined();
    });

    it('publishes the staff port on a configurable address only, never on all interfaces', () => {
        const staffPort = listens(staffServer)[0]![0];
        const published = services.nginx!.ports!.find((p) => p.endsWith(`:${staffPort}`));
        expect(published).toMatch(/^\$\{STAFF_BIND_ADDRESS:-127\.0\.0\.1\}:/);
    });

    it('sends payment notifications straight to the backends and shows the maintenance page with 503', () => {
        expect(
            locationFor(publicServer, '/payments/alipay')?.block?.find((d) => d.name === 'proxy_pass')?.args[0],
        ).toBe('http://backends');
        const errorPages = publicServer.filter((d) => d.name === 'error_page').map((d) => d.args);
        expect(errorPages).toContainEqual(['502', '504', '=503', '/maintenance.html']);
        expect(errorPages).toContainEqual(['503', '/maintenance.html']);
        expect(
            allDirectives(publicServer).some(
                (d) =>
                    d.name === 'if' &&
                    d.args.join(' ').replace(/[()]/g, '').trim() === '-f /etc/nginx/flags/maintenance',
            ),
        ).toBe(true);
        const page = read('deploy/nginx/maintenance.html');
        for (const lang of ['zh-CN', 'en', 'de']) expect(page).toContain(`lang="${lang}"`);
    });

    it('retries another instance on failure, never a non-idempotent request', () => {
        const next = http.find((d) => d.name === 'proxy_next_upstream')!.args;
        expect(next).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503']));
        expect(next).not.toContain('non_idempotent');
    });
});

describe('Prometheus', () => {
    const alerts = yaml.load(read('deploy/prometheus/alerts.yaml')) as {
        groups: { rules: { alert: string; expr: string }[] }[];
    };
    const rules = alerts.groups.flatMap((g) => g.rules);

    it('alerts only on metrics from the contract, and on each of them that matters', () => {
        const named = new Set(
            rules.flatMap((r) =>
                [...r.expr.matchAll(/\bmaison_[a-z_]+/g)].map((m) => m[0].replace(/_(bucket|sum|count)$/, '')),
            ),
        );
        expect([...named].filter((m) => !CONTRACT_METRICS.includes(m))).toEqual([]);
        for (const metric of [
            'maison_http_requests_total',
            'maison_http_request_duration_seconds',
            'maison_job_queue_depth',
            'maison_jobs_failed_total',
            'maison_payments_total',
            'maison_sms_total',
        ]) {
            expect(named, metric).toContain(metric);
        }
        expect(rules.some((r) => /\bup == 0\b/.test(r.expr))).toBe(true);
    });

    it('scrapes every app process on its METRICS_PORT', () => {
        const config = yaml.load(read('deploy/prometheus/prometheus.yaml')) as {
            scrape_configs: { static_configs: { targets: string[] }[] }[];
        };
        const targets = config.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets));
        for (const [name, service] of appServices) {
            expect(targets, name).toContain(`${name}:${service.environment?.METRICS_PORT}`);
            expect(service.environment?.METRICS_HOST).toBe('0.0.0.0');
        }
        expect(targets).toHaveLength(appServices.length);
    });
});
