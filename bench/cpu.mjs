// CPU time of the shop's processes, read from /proc (Linux): the storefront, the backend (and
// its worker) and the database server, so a load run can be divided into CPU per page.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

function readStat(pid) {
    try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The command name may hold spaces and brackets: the fields start after the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
        return undefined;
    }
}

function cmdline(pid) {
    try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
        return '';
    }
}

function allPids() {
    return fs
        .readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map(Number);
}

/**
 * The processes of each part: descendants of the root processes (the shop, and the worker
 * where it runs apart) by program, and every PostgreSQL process, or with `database` only the
 * connections to that database (other shops on the machine use the same server).
 */
export function shopProcesses(rootPids, database) {
    const roots = new Set([rootPids].flat());
    const pids = allPids();
    const parent = new Map(pids.map((p) => [p, readStat(p)?.ppid]));
    const descends = (p) => {
        for (let q = parent.get(p); q; q = parent.get(q)) if (roots.has(q)) return true;
        return false;
    };
    const groups = { storefront: [], backend: [], database: [] };
    for (const p of pids) {
        const cmd = cmdline(p);
        if (descends(p) && cmd.includes('apps/storefront/server.mjs')) groups.storefront.push(p);
        else if (descends(p) && cmd.includes('apps/server/dist/')) groups.backend.push(p);
        else if (/^postgres(:| )/.test(cmd) || cmd.includes('/bin/postgres')) {
            // A connection's title is `postgres: [cluster:] user database host(port) state`.
            if (!database || cmd.includes(` ${database} `)) groups.database.push(p);
        }
    }
    return groups;
}

/** CPU milliseconds used so far by each process of each group. */
export function cpuMillis(groups) {
    const out = {};
    for (const [name, pids] of Object.entries(groups)) {
        out[name] = new Map(pids.map((p) => [p, (readStat(p)?.ticks ?? 0) * (1000 / TICKS_PER_SECOND)]));
    }
    return out;
}

/** Runs `work` and returns its result with the CPU each group used meanwhile, per request. */
export async function withCpu(rootPids, work, { database } = {}) {
    const groups = shopProcesses(rootPids, database);
    const before = cpuMillis(groups);
    const result = await work();
    // Backend processes started by the database (new connections) are caught on the way out.
    const after = cpuMillis({ ...groups, database: shopProcesses(rootPids, database).database });
    const perRequest = {};
    for (const name of Object.keys(groups)) {
        let used = 0;
        for (const [pid, ms] of after[name]) {
            // A process that ended meanwhile reads as 0: its time is lost, not negative. One
            // that started meanwhile counts from 0.
            const start = before[name]?.get(pid) ?? 0;
            if (ms >= start) used += ms - start;
        }
        perRequest[name] = used / Math.max(1, result.count);
    }
    return { ...result, cpu: perRequest };
}
