/**
 * "menu GET at least 0.25 of a static file server such as nginx (bench it when nginx is
 * present)". When an nginx binary is installed (`apt-get install nginx`; not by .ci/run), this starts one as
 * a static file server of the menu's very bytes, configured as one would serve static files (a worker per
 * core, sendfile, keep-alive, no access log), in a throwaway prefix directory, on a free loopback port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where nginx is looked for: PATH, then Debian's /usr/sbin (not on a non-root PATH). */
const CANDIDATES = ['nginx', '/usr/sbin/nginx'];

/** The nginx binary that runs (`nginx -v` exits 0), or null when none is installed. */
export function findNginx(): string | null {
  for (const bin of CANDIDATES) {
    if (spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) return bin;
  }
  return null;
}

/** A free loopback TCP port (bound, read, released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Starts `bin` serving `bytes` at `${base}/menu.json` (Content-Type application/json), and resolves once it
 * answers 200. `stop()` ends it and removes its directory.
 * @throws when nginx does not answer within 10 s, with its error log in the message (a broken nginx stops
 *   the bench rather than leave the verdict against nginx unsaid).
 */
export async function startNginx(
  bin: string,
  bytes: Uint8Array,
): Promise<{ base: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iding-nginx-'));
  // Run as root, nginx's workers read as `nobody`: the web root must be world-readable.
  chmodSync(dir, 0o755);
  const root = path.join(dir, 'www');
  const tmp = path.join(dir, 'tmp');
  mkdirSync(tmp);
  mkdirSync(root, { mode: 0o755 });
  writeFileSync(path.join(root, 'menu.json'), bytes, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  types { application/json json; }
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  );
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/menu.json`);
      if (res.status === 200 && (await res.arrayBuffer()).byteLength === bytes.byteLength)
        return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Say why before the directory (and its error log) goes.
  let log = '';
  try {
    log = readFileSync(path.join(dir, 'error.log'), 'utf8').trim();
  } catch {
    // no log written
  }
  await stop();
  throw new Error(`nginx (${bin}) did not serve the menu within 10 s${log ? `: ${log}` : ''}`);
}
