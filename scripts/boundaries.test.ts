/**
 * The import-boundary rules of .dependency-cruiser.cjs (ADR 011) catch the wrong imports they exist for,
 * and let the right ones through. Each case plants files in a scratch copy of the repo's layout and runs
 * the same `depcruise` command line that `npm run lint` runs, so a rule that stopped matching fails here.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
let scratch = '';

/** Writes `files` (path → source) under the scratch tree. */
function plant(files: Record<string, string>) {
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(scratch, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
  }
}

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Runs depcruise in the scratch tree; returns its exit code and output. */
async function depcruise(...extra: string[]): Promise<{ code: number; stdout: string }> {
  const bin = path.join(repo, 'node_modules/.bin/depcruise');
  const args = ['apps', 'packages', '--config', '.dependency-cruiser.cjs', ...extra];
  try {
    const { stdout } = await run(bin, args, { cwd: scratch, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/**
 * The exit code of the command line `npm run lint:boundaries` runs (non-zero on any error), and the
 * violations as its JSON report lists them.
 */
async function cruise(): Promise<{ code: number; violations: Violation[] }> {
  const { code } = await depcruise();
  const { stdout } = await depcruise('--output-type', 'json');
  const result = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return {
    code,
    violations: result.summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from,
      // A package target is named by its package (its resolved path depends on where node_modules is).
      to: v.to.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1'),
    })),
  };
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  copyFileSync(path.join(repo, '.dependency-cruiser.cjs'), path.join(scratch, '.dependency-cruiser.cjs'));
  copyFileSync(path.join(repo, 'tsconfig.base.json'), path.join(scratch, 'tsconfig.base.json'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const pkg = (name: string, dependencies: Record<string, string> = {}) =>
    JSON.stringify({ name, private: true, type: 'module', dependencies });
  plant({
    'package.json': pkg('scratch'),
    'apps/api/package.json': pkg('@scratch/api', { zod: '*' }),
    'apps/web/package.json': pkg('@scratch/web'),
    'packages/domain/package.json': pkg('@scratch/domain'),
    // Targets that the probes import.
    'apps/web/src/features/cart/cart-total.ts': 'export const total = 1;\n',
    'apps/web/src/lib/money.ts': 'export const money = 1;\n',
    'apps/web/src/entities/favorite/toggle.ts': 'export const toggle = 1;\n',
    'apps/api/src/plugins/auth.ts': 'export const auth = 1;\n',
    'apps/api/src/modules/stores/stores.queries.ts': 'export const findStore = 1;\n',
    'apps/api/src/modules/stores/find-store.ts': "export { findStore } from './stores.queries';\n",
    'apps/api/src/lib/secrets.ts': 'export const secret = 1;\n',
    'apps/api/src/modules/banners/banners.queries.ts': 'export const listActiveBanners = 1;\n',
  });
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import-boundary rules (npm run lint)', () => {
  it('pass a tree whose imports follow the layers', async () => {
    plant({
      'apps/web/src/features/menu/menu-page.ts':
        "import { money } from '../../lib/money';\nimport { toggle } from '../../entities/favorite/toggle';\nexport const page = [money, toggle];\n",
      'apps/api/src/modules/orders/orders.routes.ts':
        "import { auth } from '../../plugins/auth';\nexport const routes = auth;\n",
      'apps/api/src/modules/orders/create-order.ts':
        "import { findStore } from '../stores/find-store';\nimport { z } from 'zod';\nexport const create = [findStore, z];\n",
    });
    const { code, violations } = await cruise();
    expect(violations).toEqual([]);
    expect(code).toBe(0);
  });

  it('let a cycle through a type-only import pass', async () => {
    plant({
      'apps/api/src/modules/cart/cart-line.ts':
        "import type { CartRow } from './cart-row';\nexport const line = (row: CartRow) => row;\n",
      'apps/api/src/modules/cart/cart-row.ts':
        "import { line } from './cart-line';\nexport interface CartRow { id: number }\nexport const lines = line;\n",
    });
    const { code, violations } = await cruise();
    expect(violations).toEqual([]);
    expect(code).toBe(0);
  });

  it('fail on a feature importing another feature, shared code importing a feature, a service importing a plugin, a foreign queries file, an undeclared package, and the domain importing an app or Node', async () => {
    plant({
      'apps/web/src/features/menu/cart-badge.ts':
        "import { total } from '../cart/cart-total';\nexport const badge = total;\n",
      'apps/web/src/lib/cart-count.ts':
        "import { total } from '../features/cart/cart-total';\nexport const count = total;\n",
      'apps/api/src/modules/orders/cancel-order.ts':
        "import { auth } from '../../plugins/auth';\nexport const cancel = auth;\n",
      'apps/api/src/modules/orders/get-order.ts':
        "import { findStore } from '../stores/stores.queries';\nexport const get = findStore;\n",
      'apps/web/src/lib/schema.ts': "import { z } from 'zod';\nexport const schema = z;\n",
      'apps/web/src/components/heart.ts':
        "import { toggle } from '../entities/favorite/toggle';\nexport const heart = toggle;\n",
      'packages/domain/src/leak.ts':
        "import { readFileSync } from 'node:fs';\nimport { secret } from '../../../apps/api/src/lib/secrets';\nexport const leak = [readFileSync, secret];\n",
    });
    const { code, violations } = await cruise();
    expect(code).not.toBe(0);
    expect(violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort()).toEqual(
      [
        'web-feature-imports-feature: apps/web/src/features/menu/cart-badge.ts → apps/web/src/features/cart/cart-total.ts',
        'web-shared-imports-feature: apps/web/src/lib/cart-count.ts → apps/web/src/features/cart/cart-total.ts',
        'web-shared-imports-entity: apps/web/src/components/heart.ts → apps/web/src/entities/favorite/toggle.ts',
        'api-service-imports-plugin: apps/api/src/modules/orders/cancel-order.ts → apps/api/src/plugins/auth.ts',
        'api-module-reads-other-module-tables: apps/api/src/modules/orders/get-order.ts → apps/api/src/modules/stores/stores.queries.ts',
        'not-declared-in-package-json: apps/web/src/lib/schema.ts → zod',
        'domain-imports-app: packages/domain/src/leak.ts → apps/api/src/lib/secrets.ts',
        'domain-imports-node: packages/domain/src/leak.ts → fs',
      ].sort(),
    );
  });
});

describe('cycles, queries and module direction (ADR 024)', () => {
  /** The rules of this block (the planted files also break older rules, checked above). */
  const ours = (rule: string) =>
    rule === 'no-circular' || rule === 'api-route-or-plugin-reads-queries' || /^api-.+-below-.+$/.test(rule);

  // A cycle is reported once, at the first of its files.
  it('fail on a runtime import cycle and on a route or a plugin importing a queries file, even its own module’s or only a type', async () => {
    plant({
      'apps/api/src/modules/menu/menu-tree.ts':
        "import { cached } from './menu-cache';\nexport const tree = () => cached;\n",
      'apps/api/src/modules/menu/menu-cache.ts':
        "import { tree } from './menu-tree';\nexport const cached = tree;\n",
      'apps/api/src/modules/banners/banners.routes.ts':
        "import { listActiveBanners } from './banners.queries';\nexport const routes = listActiveBanners;\n",
      'apps/api/src/plugins/web.ts':
        "import type { findStore } from '../modules/stores/stores.queries';\nexport type Web = typeof findStore;\n",
    });
    const { code, violations } = await cruise();
    expect(code).not.toBe(0);
    expect(
      violations
        .filter((v) => ours(v.rule))
        .map((v) => `${v.rule}: ${v.from} → ${v.to}`)
        .sort(),
    ).toEqual(
      [
        'no-circular: apps/api/src/modules/menu/menu-cache.ts → apps/api/src/modules/menu/menu-tree.ts',
        'api-route-or-plugin-reads-queries: apps/api/src/modules/banners/banners.routes.ts → apps/api/src/modules/banners/banners.queries.ts',
        'api-route-or-plugin-reads-queries: apps/api/src/plugins/web.ts → apps/api/src/modules/stores/stores.queries.ts',
      ].sort(),
    );
  });

  it('fail on each way back between modules that point one way, a type-only import included, and pass the way down', async () => {
    /** A module exporting the value `name` and the type `Name`. */
    const target = (name: string) =>
      `export const ${name} = 1;\nexport type ${name.charAt(0).toUpperCase()}${name.slice(1)} = number;\n`;
    plant({
      'apps/api/src/modules/payments/refund-payment.ts': target('refund'),
      'apps/api/src/modules/orders/order-access.ts': target('owner'),
      'apps/api/src/modules/orders/link-guest-orders.ts': target('link'),
      'apps/api/src/modules/brands/list-brands.ts': target('brands'),
      'apps/api/src/modules/favorites/manage-favorites.ts': target('flags'),
      // The way down: the higher module imports the lower.
      'apps/api/src/modules/payments/confirm-payment.ts':
        "import { owner } from '../orders/order-access';\nexport const confirm = owner;\n",
      'apps/api/src/modules/brands/brand-stores.ts':
        "import { findStore } from '../stores/find-store';\nexport const stores = findStore;\n",
      // The ways back.
      'apps/api/src/modules/orders/refund-order.ts':
        "import { refund } from '../payments/refund-payment';\nexport const cancel = refund;\n",
      'apps/api/src/modules/delivery/order-delivery.ts':
        "import type { Owner } from '../orders/order-access';\nexport const check = (o: Owner) => o;\n",
      'apps/api/src/modules/users/login.ts':
        "import { link } from '../orders/link-guest-orders';\nexport const login = link;\n",
      'apps/api/src/modules/stores/search.ts':
        "import { brands } from '../brands/list-brands';\nexport const search = brands;\n",
      'apps/api/src/modules/stores/lists.ts':
        "import { flags } from '../favorites/manage-favorites';\nexport const lists = flags;\n",
    });
    const { code, violations } = await cruise();
    expect(code).not.toBe(0);
    expect(
      violations
        .filter((v) => /^api-.+-below-.+$/.test(v.rule))
        .map((v) => `${v.rule}: ${v.from} → ${v.to}`)
        .sort(),
    ).toEqual(
      [
        'api-orders-below-payments: apps/api/src/modules/orders/refund-order.ts → apps/api/src/modules/payments/refund-payment.ts',
        'api-delivery-below-orders: apps/api/src/modules/delivery/order-delivery.ts → apps/api/src/modules/orders/order-access.ts',
        'api-users-below-orders: apps/api/src/modules/users/login.ts → apps/api/src/modules/orders/link-guest-orders.ts',
        'api-stores-below-brands: apps/api/src/modules/stores/search.ts → apps/api/src/modules/brands/list-brands.ts',
        'api-stores-below-favorites: apps/api/src/modules/stores/lists.ts → apps/api/src/modules/favorites/manage-favorites.ts',
      ].sort(),
    );
  });
});
