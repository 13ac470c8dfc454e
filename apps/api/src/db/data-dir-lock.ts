/**
 * The PGlite data-directory lock (DESIGN.md "Runtime shape"). Two processes on one PGlite
 * directory corrupt it silently, so one process at a time holds DATA_DIR/server.pid, PostgreSQL's
 * postmaster.pid way: the file names its holder (PID, the kernel's boot id and the process start time),
 * and a file whose holder is no longer alive is taken over at once. A restart right after `kill -9` or a
 * crash therefore starts immediately, while a second live process on the same directory is refused.
 *
 * Holder liveness: the PID exists (`kill(pid, 0)`) and, on Linux, it is still the same process (same boot id
 * and same start time in /proc/<pid>/stat, so a PID reused after a reboot or by another program does not
 * count). Taking over a dead holder's file is serialised by a short-lived `server.pid.takeover` directory
 * (mkdir is atomic), so two processes starting together never both take it over.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'server.pid';

/** A takeover directory older than this (ms) was left by a process that died mid-takeover. */
const TAKEOVER_STALE_MS = 10_000;
/** How long (ms) to wait for another process's takeover to finish before giving up. */
const TAKEOVER_WAIT_MS = 2_000;

/** What server.pid holds. */
export interface LockOwner {
  pid: number;
  /** /proc/sys/kernel/random/boot_id, or '' off Linux. */
  bootId: string;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot), or '' off Linux. */
  startTime: string;
  /** Random per acquisition, so a file's content is never mistaken for another's. */
  nonce: string;
}

/** Nonces of the locks this process holds now (a second open in the same process is refused too). */
const heldHere = new Set<string>();

/** Thrown when a live process holds the directory; the message names it. */
export class DataDirLockedError extends Error {}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function bootId(): string {
  return readText('/proc/sys/kernel/random/boot_id');
}

/** A process's start time in clock ticks after boot (Linux), or '' when unknown. */
export function processStartTime(pid: number): string {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces; fields after it start at field 3.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return rest[19] ?? '';
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `owner` is still running (see the file's docstring). */
export function isOwnerAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false; // the machine rebooted since
  // Our own PID: held by this process, or written by an earlier one (e.g. PID 1 of a restarted container).
  if (owner.pid === process.pid) return heldHere.has(owner.nonce);
  if (!pidExists(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.startTime && started && owner.startTime !== started) return false; // PID reused
  return true;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates `file` with `owner` unless it exists. The content is written to a private file first and then
 * hard-linked into place (atomic, fails if the name exists), so no reader ever sees a half-written lock.
 */
function tryCreate(file: string, owner: LockOwner): boolean {
  const draft = `${file}.${owner.nonce}`;
  writeFileSync(draft, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes the takeover mutex (a directory), clearing one left by a process that died holding it. */
function lockTakeover(dir: string): boolean {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(dir);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(dir).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(dir);
    } catch {
      // Gone already: try again.
    }
    if (Date.now() > deadline) return false;
    sleep(20);
  }
}

function lockedError(dataDir: string, owner: LockOwner | undefined): DataDirLockedError {
  const who = owner?.pid ? `another process (PID ${owner.pid})` : 'another process';
  return new DataDirLockedError(
    `Data directory ${path.resolve(dataDir)} is in use by ${who}. ` +
      'Stop the other server first, or start this one with another DATA_DIR (or DATABASE_URL).',
  );
}

/**
 * Takes the lock on `dataDir` (which must exist) for this process.
 * @returns release(): removes the lock file if it is still this acquisition's.
 * @throws DataDirLockedError when a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    bootId: bootId(),
    startTime: processStartTime(process.pid),
    nonce: randomBytes(12).toString('hex'),
  };
  const release = () => {
    heldHere.delete(me.nonce);
    if (readOwner(file)?.nonce === me.nonce) unlinkSync(file);
  };
  const acquired = () => {
    heldHere.add(me.nonce);
    return release;
  };
  if (tryCreate(file, me)) return acquired();

  const takeover = `${file}.takeover`;
  if (!lockTakeover(takeover)) throw lockedError(dataDir, readOwner(file));
  try {
    // Under the takeover mutex nobody else removes the file, so this check and the swap are one step.
    const owner = readOwner(file);
    if (owner && isOwnerAlive(owner)) throw lockedError(dataDir, owner);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!tryCreate(file, me)) throw lockedError(dataDir, readOwner(file));
    return acquired();
  } finally {
    rmdirSync(takeover);
  }
}
