// Creates or drops a throw-away database on the machine's PostgreSQL for the CI run.
// Usage: node scripts/ci-pg.mjs create|drop NAME   (server from PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test)
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-pg.mjs create|drop NAME');
  process.exit(2);
}
const url = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
} catch (error) {
  console.error(`✖ PostgreSQL is unreachable at ${url}: ${error.message}`);
  process.exit(1);
}
await client.query(
  action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`,
);
await client.end();
console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
