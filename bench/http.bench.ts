/**
 * `npm run bench:http`: what every request pays before route work. wrk (Debian's `wrk` package: one process,
 * several threads, not the bottleneck as one autocannon process on one core is above ~9,000 req/s) loads the
 * production app (e2e/app-server.ts: the built web app and the API on PGlite with the demo data) and, in the
 * same run, a bare Fastify process that sends the same bytes from memory:
 * - GET /api/menu/new/{identifier} (the cached menu), for a returning browser with its visitor cookie and for
 *   a first visit without one, beside bare Fastify sending the menu's bytes;
 * - GET /robots.txt beside bare Fastify sending the file's bytes.
 * Rounds are interleaved (bare, ours, bare, ours …) and each figure is the median of its rounds; the ratio is
 * ours ÷ bare of the same run. Targets (DESIGN.md "Speed work"): the menu GET >= 0.5 of bare Fastify with a
 * cookie and without; robots.txt >= 0.3.
 *
 * Needs `npm run build:web` first (robots.txt comes from apps/web/dist) and wrk on PATH.
 * Env: BENCH_HTTP_SECONDS (default 5 per round), BENCH_HTTP_ROUNDS (default 3 per scenario), BENCH_HTTP_CONNECTIONS
 * (default 32).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { median } from 'simple-statistics';
import { startAppServer } from '../e2e/app-server';
import { writeBenchSection } from './doc-section';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 32);
/** The demo store whose menu is loaded (the same for every run). */
const STORE = 'comebuy-zhongzheng';

/** req/s of one wrk round against `url` (non-2xx responses make the round fail: they are not the figure). */
function wrk(url: string, headers: Record<string, string> = {}): number {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`wrk saw errors from ${url}:\n${out}`);
  const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!m) throw new Error(`wrk printed no rate:\n${out}`);
  return Number(m[1]);
}

/**
 * Bare Fastify in a child process: GET /menu sends `menu`, GET /robots.txt sends `robots`, each from memory
 * with the Content-Type ours sends. No plugin, no hook: the ceiling for "Fastify sends these bytes".
 */
async function startBareFastify(menu: Buffer, robots: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iding-bare-'));
  writeFileSync(path.join(dir, 'menu.json'), menu);
  writeFileSync(path.join(dir, 'robots.txt'), robots);
  const script = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const menu = readFileSync(process.env.BARE_DIR + '/menu.json');
    const robots = readFileSync(process.env.BARE_DIR + '/robots.txt');
    const app = Fastify({ logger: false });
    app.get('/menu', (req, reply) => reply.type('application/json; charset=utf-8').send(menu));
    app.get('/robots.txt', (req, reply) => reply.type('text/plain; charset=utf-8').send(robots));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('READY ' + address);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve('apps/api'),
    env: { ...process.env, BARE_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const m = /^READY (\S+)$/.exec(line);
    if (m) {
      return {
        base: m[1]!,
        async stop() {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
  }
  throw new Error('bare Fastify exited before it was ready');
}

interface Pair {
  name: string;
  target: number;
  bare: number[];
  ours: number[];
}

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk --version exits 1 after printing; only a missing binary is a problem.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(1);
  }
}

const app = await startAppServer();
try {
  const menuUrl = `${app.baseUrl}/api/menu/new/${STORE}`;
  const first = await fetch(menuUrl);
  if (first.status !== 200) throw new Error(`menu GET answered ${first.status}`);
  // The menu reads no credentials and sets no cookie (route-auth.ts): the browser's cookie comes from its first
  // call that reads the visitor, such as the store list.
  const cookie = ((await fetch(`${app.baseUrl}/api/stores`)).headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie.startsWith('iding_visitor=')) throw new Error('GET /api/stores set no visitor cookie');
  const menu = Buffer.from(await first.arrayBuffer());
  const robots = Buffer.from(await (await fetch(`${app.baseUrl}/robots.txt`)).arrayBuffer());
  const bare = await startBareFastify(menu, robots);
  try {
    const pairs: (Pair & { run(): [number, number] })[] = [
      {
        name: `GET /api/menu/new/{identifier} with a visitor cookie (${(menu.length / 1024).toFixed(0)} KB)`,
        target: 0.5,
        bare: [],
        ours: [],
        run: () => [wrk(`${bare.base}/menu`), wrk(menuUrl, { cookie })],
      },
      {
        name: 'GET /api/menu/new/{identifier}, first visit (no cookie)',
        target: 0.5,
        bare: [],
        ours: [],
        run: () => [wrk(`${bare.base}/menu`), wrk(menuUrl)],
      },
      {
        name: 'GET /robots.txt',
        target: 0.3,
        bare: [],
        ours: [],
        run: () => [wrk(`${bare.base}/robots.txt`), wrk(`${app.baseUrl}/robots.txt`)],
      },
    ];
    // Warm both servers up (JIT, caches) before anything is counted.
    for (const p of pairs) p.run();
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of pairs) {
        const [b, o] = p.run();
        p.bare.push(b);
        p.ours.push(o);
      }
    }
    const rows = pairs.map((p) => {
      const ratio = median(p.ours.map((o, i) => o / p.bare[i]!));
      return `| ${p.name} | ${Math.round(median(p.ours))} | ${Math.round(median(p.bare))} | ${ratio.toFixed(2)} | ${ratio >= p.target ? 'met' : 'MISSED'} (>= ${p.target}) |`;
    });
    const text = [
      '## Every request (`npm run bench:http`)',
      '',
      `wrk (2 threads, ${CONNECTIONS} connections), ${ROUNDS} interleaved rounds of ${SECONDS} s, medians; bare Fastify`,
      'sends the same bytes from memory in another process of the same run. Recorded',
      `${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores.`,
      '',
      '| request | ours req/s | bare Fastify req/s | ratio | target |',
      '|---|---:|---:|---:|---|',
      ...rows,
    ].join('\n');
    console.log(text);
    if (process.env.BENCH_HTTP_WRITE !== '0') writeBenchSection('http', text);
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
}
