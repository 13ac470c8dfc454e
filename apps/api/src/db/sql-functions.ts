/**
 * The PL/pgSQL functions and triggers, one source file each in `db/functions/<function>.sql` (docs/ARCHITECTURE.md
 * "Where each kind of rule lives"; ADR 006): a migration that changes one is written from its file by
 * `npm run db:function -- <function>` (scripts/db-function.ts), and apps/api/test/db-functions.test.ts checks
 * that the newest migration and the migrated database hold what the file says.
 *
 * A file may name a value of the domain as `{{OrderStatus.CANCELLED}}` (an enum of packages/domain enums.ts or
 * points.ts and its key) or `{{RELEASED_ON_CREATE_PAYMENT_TYPES}}` (a list, written `0, 3, 4`); `renderSqlFunction`
 * writes the number in, so the database's copy of a rule follows the domain's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  OrderStatus,
  OrderType,
  PaymentStatus,
  PaymentType,
  PointEvent,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
} from '@iding/domain';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Folder of the function files, one `<function name>.sql` each. */
export const FUNCTIONS_DIR = path.join(here, 'functions');
/** Folder of the drizzle-kit migrations and their journal (`meta/_journal.json`). */
export const MIGRATIONS_DIR = path.join(here, 'migrations');

/** Enums whose keys a function file may name, `{{Enum.KEY}}`. */
const ENUMS: Record<string, Record<string, number>> = {
  OrderStatus,
  OrderType,
  PaymentStatus,
  PaymentType,
  PointEvent,
};
/** Lists of the domain a function file may name, `{{NAME}}`: written comma-separated. */
const LISTS: Record<string, readonly number[]> = { RELEASED_ON_CREATE_PAYMENT_TYPES };

/** Names of the function files (their function's name), sorted. */
export function listSqlFunctions(): string[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
}

/**
 * The text of `db/functions/<name>.sql` with every `{{…}}` replaced by the domain's value.
 * @throws Error for a file that does not exist or a `{{…}}` that names no domain value (renderDomainValues).
 */
export function renderSqlFunction(name: string): string {
  return renderDomainValues(readFileSync(path.join(FUNCTIONS_DIR, `${name}.sql`), 'utf8'));
}

/**
 * `text` with every `{{Enum.KEY}}` replaced by that enum's number and every `{{LIST}}` by its numbers, joined
 * with ", ".
 * @throws Error naming the first `{{…}}` that is no enum key or list above.
 */
export function renderDomainValues(text: string): string {
  return text.replace(/\{\{([\w.]+)\}\}/g, (_, key: string) => {
    const [enumName, member] = key.split('.');
    const value = member == null ? LISTS[key]?.join(', ') : ENUMS[enumName!]?.[member];
    if (value == null) throw new Error(`{{${key}}} names no domain value`);
    return String(value);
  });
}

/**
 * A SQL text cut into its top-level statements, each with the comments before it and without its `;`:
 * a `;` inside a quoted string or identifier, a dollar-quoted body or a `--` comment does not end one. What
 * follows the last `;` is dropped when it holds only comments and whitespace.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '$') {
      const tag = /^\$\w*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end < 0 ? text.length : end + tag.length;
      } else i++;
    } else if (c === ';') {
      statements.push(text.slice(start, i));
      i++;
      start = i;
    } else i++;
  }
  const rest = text.slice(start);
  if (withoutComments(rest).trim() !== '') statements.push(rest);
  return statements;
}

/** A statement without the whole-line `--` comments before it. */
function withoutComments(statement: string): string {
  return statement.replace(/^(\s*--[^\n]*(\n|$))+/, '');
}

/** What a function file or a migration defines: each function's and trigger's statement by name. */
export interface SqlDefinitions {
  /** Function name → its `CREATE [OR REPLACE] FUNCTION …` statement, from CREATE to the body's end. */
  functions: Map<string, string>;
  /** Trigger name → its `CREATE [OR REPLACE] TRIGGER …` statement. */
  triggers: Map<string, string>;
}

/** The CREATE FUNCTION and CREATE TRIGGER statements of a SQL text, by name (a later one wins). */
export function sqlDefinitions(text: string): SqlDefinitions {
  const functions = new Map<string, string>();
  const triggers = new Map<string, string>();
  for (const raw of splitSqlStatements(text)) {
    const statement = withoutComments(raw).trim();
    const m = /^CREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)\s+"?(\w+)"?/i.exec(statement);
    if (m) (m[1]!.toUpperCase() === 'FUNCTION' ? functions : triggers).set(m[2]!, statement);
  }
  return { functions, triggers };
}

/**
 * A definition compared as text: whitespace runs made one space, and `CREATE` read as `CREATE OR REPLACE`
 * (the first migrations created what the files now replace).
 */
export function normaliseDefinition(statement: string): string {
  return statement
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^CREATE (FUNCTION|TRIGGER)/i, 'CREATE OR REPLACE $1');
}

/** The body of a `CREATE FUNCTION … AS $$…$$` statement: what PostgreSQL keeps as `pg_proc.prosrc`. */
export function functionBody(statement: string): string {
  const tag = /AS\s+(\$\w*\$)/i.exec(statement);
  if (!tag) throw new Error(`no dollar-quoted body in: ${statement.slice(0, 80)}`);
  const from = tag.index + tag[0].length;
  return statement.slice(from, statement.indexOf(tag[1]!, from));
}

/**
 * The text of a migration that (re)creates the given functions from their files, their triggers with them:
 * a first comment line saying so, then each file's statements (its header comments kept), separated by
 * drizzle-kit's `--> statement-breakpoint` (each part runs as one statement).
 */
export function functionMigrationSql(names: readonly string[]): string {
  const parts = names.flatMap((name) => splitSqlStatements(renderSqlFunction(name)).map((s) => s.trim()));
  const header = `-- Written by \`npm run db:function -- ${names.join(' ')}\` from apps/api/src/db/functions/.\n`;
  return `${header}${parts.join(';--> statement-breakpoint\n')};\n`;
}
