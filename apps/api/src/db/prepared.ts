/**
 * Statements of the hot paths prepared once per database (or transaction) they run on:
 * Drizzle builds their SQL once instead of on every call, and on PostgreSQL node-postgres prepares the named
 * statement once per connection, so each call also skips PostgreSQL's parse and plan. A paid order runs a
 * dozen small statements; built afresh, building and planning them cost about as much as running them.
 * Each statement's name must be unique in the app (PostgreSQL keys prepared statements by name).
 * The memo is keyed by the handle, not built in app.ts like the app's caches: a prepared statement is a function
 * of the handle alone and holds no app state (ADR 027).
 */

/**
 * `build(db)` once per `db` (a Db or a Tx), remembered while that object lives.
 * @example const findX = preparedPer((db: Runner) => db.select()…where(eq(t.id, sql.placeholder('id'))).prepare('find_x'));
 *   await findX(db).execute({ id });
 */
export function preparedPer<R extends object, Q>(build: (db: R) => Q): (db: R) => Q {
  const cache = new WeakMap<R, Q>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
