/**
 * One source for each PL/pgSQL function and trigger (docs/ARCHITECTURE.md "Where each kind of rule lives";
 * ADR 006): every file in apps/api/src/db/functions/ is what the newest migration defining its function and
 * triggers says, what the migrated database runs, and writes only columns the Drizzle schema has; the release
 * rule's numbers are the domain's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OrderStatus, PaymentStatus, RELEASED_ON_CREATE_PAYMENT_TYPES } from '@iding/domain';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import {
  FUNCTIONS_DIR,
  functionBody,
  functionMigrationSql,
  listSqlFunctions,
  MIGRATIONS_DIR,
  normaliseDefinition,
  renderDomainValues,
  renderSqlFunction,
  type SqlDefinitions,
  splitSqlStatements,
  sqlDefinitions,
} from '../src/db/sql-functions';
import { buildTestApp, type TestApp } from './helper';

const names = listSqlFunctions();
const files = new Map(names.map((name) => [name, sqlDefinitions(renderSqlFunction(name))]));

/** Every migration's definitions, in the journal's order (the order the migrator applies them). */
const migrations: { tag: string; defs: SqlDefinitions }[] = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map(({ tag }) => ({
  tag,
  defs: sqlDefinitions(readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')),
}));

/** The newest migration's statement defining `name`, and that migration's tag. */
function newestDefinition(kind: keyof SqlDefinitions, name: string): { tag: string; statement: string } {
  const m = migrations.findLast((x) => x.defs[kind].has(name));
  if (!m) throw new Error(`no migration defines ${name}`);
  return { tag: m.tag, statement: m.defs[kind].get(name)! };
}

/** Column names of each table of the Drizzle schema, by the table's SQL name. */
const schemaColumns = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableConfig(t))
    .map((c) => [c.name, new Set(c.columns.map((col) => col.name))] as const),
);

const ident = (s: string) => s.trim().replace(/^"|"$/g, '');

/** The text of a SET list, from just after SET to the WHERE/RETURNING/FROM, `;` or `)` that ends it. */
function setList(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) return text.slice(from, i);
    else if (depth === 0 && (c === ';' || /^\s(where|returning|from)\b/i.test(text.slice(i, i + 11))))
      return text.slice(from, i);
  }
  return text.slice(from);
}

/** Top-level comma-separated parts (commas inside parentheses stay). */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The columns a SQL text writes, as "table.column": `INSERT INTO t (c, …)`, `UPDATE t SET c = …, …`, and an
 * upsert's `ON CONFLICT (c) DO UPDATE SET c = …` (on the table of the INSERT before it).
 */
function writtenColumns(text: string): string[] {
  const written: string[] = [];
  let lastInsert = '';
  const re =
    /insert\s+into\s+("?\w+"?)\s*\(([^)]*)\)|on\s+conflict\s*\(([^)]*)\)\s*do\s+update\s+set\s|\bupdate\s+("?\w+"?)\s+set\s/gi;
  for (const m of text.matchAll(re)) {
    if (m[1]) {
      lastInsert = ident(m[1]);
      written.push(...m[2]!.split(',').map((c) => `${lastInsert}.${ident(c)}`));
      continue;
    }
    const table = m[4] ? ident(m[4]) : lastInsert;
    if (m[3]) written.push(...m[3].split(',').map((c) => `${table}.${ident(c)}`));
    for (const part of topLevelParts(setList(text, m.index + m[0].length))) {
      const column = /^\s*("?\w+"?)\s*=/.exec(part)?.[1];
      if (!column) throw new Error(`cannot read the column of "${part.trim()}" in UPDATE ${table}`);
      written.push(`${table}.${ident(column)}`);
    }
  }
  return written;
}

/** The table each trigger of a file is on, and the columns its `UPDATE OF` names. */
function triggerTables(defs: SqlDefinitions): { table: string; columns: string[] }[] {
  return [...defs.triggers.values()].map((statement) => {
    const on = /\sON\s+("?\w+"?)\s/i.exec(statement);
    if (!on) throw new Error(`no ON table in ${statement}`);
    const of = /\bUPDATE\s+OF\s+(.*?)\s+ON\s/is.exec(statement)?.[1];
    return { table: ident(on[1]!), columns: of ? of.split(',').map(ident) : [] };
  });
}

describe('SQL functions and triggers: one source file each (db/functions)', () => {
  it('has a file for the functions the migrations define', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'insert_orders_if_store_unchanged',
        'iding_order_released',
        'settle_payment_capture',
      ]),
    );
    for (const [name, defs] of files) expect([...defs.functions.keys()], name).toEqual([name]);
  });

  it.each(names)('the newest migration defining %s and its triggers says what its file says', (name) => {
    const defs = files.get(name)!;
    const { tag, statement } = newestDefinition('functions', name);
    expect(normaliseDefinition(statement), `${name}: ${tag}`).toBe(
      normaliseDefinition(defs.functions.get(name)!),
    );
    for (const [trigger, text] of defs.triggers) {
      const newest = newestDefinition('triggers', trigger);
      expect(normaliseDefinition(newest.statement), `${trigger}: ${newest.tag}`).toBe(
        normaliseDefinition(text),
      );
    }
  });

  it('every trigger a migration creates has its function file', () => {
    const inFiles = new Set([...files.values()].flatMap((d) => [...d.triggers.keys()]));
    const inMigrations = new Set(migrations.flatMap((m) => [...m.defs.triggers.keys()]));
    expect([...inFiles].sort()).toEqual([...inMigrations].sort());
  });

  it.each(names)('%s writes only columns the Drizzle schema has', (name) => {
    const text = renderSqlFunction(name);
    const defs = files.get(name)!;
    const columns = writtenColumns(text);
    for (const { table, columns: of } of triggerTables(defs)) {
      columns.push(...of.map((c) => `${table}.${c}`));
      // A trigger's function reads the row through NEW and OLD.
      for (const m of functionBody(defs.functions.get(name)!).matchAll(/\b(?:NEW|OLD)\.("?\w+"?)/g))
        columns.push(`${table}.${ident(m[1]!)}`);
    }
    const missing = columns.filter((c) => {
      const [table, column] = c.split('.');
      return !schemaColumns.get(table!)?.has(column!);
    });
    expect(missing, name).toEqual([]);
  });

  it('reads the columns an order insert, an upsert and an update write', () => {
    // The parser above, on the shapes the files use, so a file it could not read does not pass unseen.
    expect(
      writtenColumns(`insert into orders (id, "store_id") select 1
        on conflict (store_id, business_date) do update set last_number = coalesce(a, b) + 1 returning x;
        UPDATE "stores" SET "inventory_version" = "inventory_version" + 1, b = f(1, 2) WHERE "id" = 1;
        with o as (update payments set status = 1 where id = 2) select 1`),
    ).toEqual([
      'orders.id',
      'orders.store_id',
      'orders.store_id',
      'orders.business_date',
      'orders.last_number',
      'stores.inventory_version',
      'stores.b',
      'payments.status',
    ]);
    expect(writtenColumns(renderSqlFunction('insert_orders_if_store_unchanged'))).toEqual(
      expect.arrayContaining(['orders.quote_id', 'order_items.collections', 'order_counters.last_number']),
    );
  });

  it("writes the release rule's payment types and statuses from the domain", () => {
    const body = functionBody(files.get('iding_order_released')!.functions.get('iding_order_released')!);
    const released = `(${RELEASED_ON_CREATE_PAYMENT_TYPES.join(', ')})`;
    expect(RELEASED_ON_CREATE_PAYMENT_TYPES).toEqual([0, 3, 4, 5]);
    expect(body.split(`payment_type IN ${released}`).length - 1).toBe(2);
    expect(body).toContain(`payment_type NOT IN ${released}`);
    expect(body).toContain(`payment_status = ${PaymentStatus.PAID_FULL}`);
    expect(body).toContain(`'cancel', ${OrderStatus.CANCELLED})`);
    expect(body).not.toMatch(/\{\{/);
    // The file itself names them; a number written in by hand would not follow the domain.
    const file = readFileSync(path.join(FUNCTIONS_DIR, 'iding_order_released.sql'), 'utf8');
    expect(file).not.toMatch(/(payment_type|status)\s*(NOT\s+)?(IN\s*\(|=|<>)\s*\d/i);
    expect(file).not.toMatch(/'\w+',\s*\d/);
    expect(() => renderDomainValues('x = {{OrderStatus.GONE}}')).toThrow('{{OrderStatus.GONE}}');
    expect(() => renderDomainValues('x IN ({{NO_SUCH_LIST}})')).toThrow('{{NO_SUCH_LIST}}');
  });

  it('writes a migration as the files, a statement-breakpoint between statements', () => {
    const text = functionMigrationSql(['notify_all_stores_changed']);
    expect(text.split('--> statement-breakpoint')).toHaveLength(3);
    expect(sqlDefinitions(text)).toEqual(files.get('notify_all_stores_changed'));
    expect(splitSqlStatements("select ';' -- ;\n; select $x$ ; $x$;")).toEqual([
      "select ';' -- ;\n",
      ' select $x$ ; $x$',
    ]);
  });
});

describe('the migrated database runs what the files say', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('has one PL/pgSQL function per file, with the body of the file', async () => {
    const procs = await rows<{ proname: string; prosrc: string }>(sql`
      select p.proname, p.prosrc from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
      where n.nspname = current_schema() and l.lanname = 'plpgsql' order by p.proname`);
    expect(procs.map((p) => p.proname)).toEqual(names);
    for (const { proname, prosrc } of procs)
      expect(prosrc, proname).toBe(functionBody(files.get(proname)!.functions.get(proname)!));
  });

  it('has the triggers of the files, each on its table and calling its function', async () => {
    const triggers = await rows<{ name: string; on: string; calls: string }>(sql`
      select t.tgname as name, c.relname as on, p.proname as calls from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal order by t.tgname`);
    const expected = [...files].flatMap(([name, defs]) =>
      [...defs.triggers.keys()].map((trigger, i) => ({
        name: trigger,
        on: triggerTables(defs)[i]!.table,
        calls: name,
      })),
    );
    expect(triggers).toEqual(expected.sort((a, b) => (a.name < b.name ? -1 : 1)));
  });
});
