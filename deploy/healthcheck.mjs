// The images' HEALTHCHECK: exits 0 when http://127.0.0.1:<port><path> answers 2xx within the
// time Docker allows, else 1. Node instead of curl, which the slim base image does not have.
// Usage: node deploy/healthcheck.mjs <port | NAME_OF_PORT_VARIABLE> <path>
const [portOrName = '', urlPath = '/'] = process.argv.slice(2);
const port = /^\d+$/.test(portOrName) ? portOrName : process.env[portOrName];
if (!port) {
    console.error(`healthcheck: no port (${portOrName || 'none given'})`);
    process.exit(1);
}
try {
    const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { signal: AbortSignal.timeout(4000) });
    process.exit(res.ok ? 0 : 1);
} catch {
    process.exit(1);
}
