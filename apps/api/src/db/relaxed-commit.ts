/**
 * Writes that need not wait for the disk (ADR 018: paid orders per second on PostgreSQL are bounded by
 * WAL flushes, ~0.7 ms each on this machine's disk, and a paid order made nine of them).
 *
 * `RELAXED_COMMIT` is a FROM item that sets `synchronous_commit = off` for the statement's own transaction
 * (`set_config(…, true)`, i.e. SET LOCAL): PostgreSQL then commits without waiting for the WAL flush. The
 * write is as atomic and as visible to every other session at once as any other; what a crash in the next
 * ~0.2 s (wal_writer_delay) may lose is only this write, never a later one (the WAL stays in order), and the
 * database is never inconsistent. So it is for writes whose loss in a crash harms no one:
 * only rate-limit counters (a crash lets a client make a few more attempts). Other writes measured no gain
 * worth the exception (ADR 018).
 * Never for money, orders or anything a diner or store is told was saved.
 *
 * Use it only in a statement that runs on its own (autocommit): inside a transaction SET LOCAL would relax
 * the whole transaction's commit. On PGlite (no fsync) it changes nothing.
 */
import { sql } from 'drizzle-orm';

/** `from RELAXED_COMMIT` in an UPDATE, or `select … from RELAXED_COMMIT` to feed an INSERT (file comment). */
export const RELAXED_COMMIT = sql`(select set_config('synchronous_commit', 'off', true)) as relaxed_commit`;
