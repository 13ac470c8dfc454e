/**
 * Reading the menu draft's refusals (ADR 017; spec §5 "Forms"): react-hook-form holds ZPublishableMenuDraft's
 * zh-TW messages nested like the draft (categories → entrees → option groups → options, arrays by index), each
 * `{message, type}` at the path zod gave it. An array's own rule (too many options, more defaults than max,
 * every category count) sits on the array, as `root` once its items are fields of the form, else on the array
 * itself beside its items' errors. These helpers read that tree for the editor: one field's message, whether a
 * part of the draft has any, how many there are, and the first in menu order.
 */

/**
 * A path into the draft: as zod gives it (indexes as numbers) or as react-hook-form names a field
 * (`categories.0.entrees.2.price`).
 */
export type DraftPath = readonly (string | number)[] | string;

const keysOf = (path: DraftPath) => (typeof path === 'string' ? path.split('.') : path);

type Node = { [key: string]: unknown };

/** The error node at `path` (undefined when that part of the draft has none). */
function at(errors: unknown, path: DraftPath): unknown {
  let node = errors;
  for (const key of keysOf(path)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Node)[String(key)];
  }
  return node;
}

/** True for a refusal itself (its message and rule), not a part of the draft holding refusals. */
function isLeaf(node: unknown): node is { message: string; type: unknown } {
  return (
    !!node &&
    typeof node === 'object' &&
    typeof (node as Node).message === 'string' &&
    (node as Node).type !== undefined
  );
}

/**
 * The message of the field or list at `path` itself: its own refusal, or its list rule (`root`); not its
 * items'. E.g. fieldMessage(errors, ['categories', 0, 'entrees', 2, 'price']) → '價格須為 0 以上的金額'.
 */
export function fieldMessage(errors: unknown, path: DraftPath): string | undefined {
  const node = at(errors, path);
  if (isLeaf(node)) return node.message;
  const root = node && typeof node === 'object' ? (node as Node).root : undefined;
  return isLeaf(root) ? root.message : undefined;
}

/** Every refusal under `path`, in menu order (categories, then entrees, groups, options by index). */
export function draftErrors(
  errors: unknown,
  path: DraftPath = [],
): { path: (string | number)[]; message: string }[] {
  const found: { path: (string | number)[]; message: string }[] = [];
  const walk = (node: unknown, here: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    if (isLeaf(node)) found.push({ path: here, message: node.message });
    // Integer keys come first, ascending (JavaScript's own property order): items before an array's root.
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(value, [...here, /^\d+$/.test(key) ? Number(key) : key]);
    }
  };
  walk(
    at(errors, path),
    keysOf(path).map((key) => (typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : key)),
  );
  return found;
}

/** True when the part of the draft at `path` (a category, an entree, a group) has any refusal inside. */
export function hasDraftErrors(errors: unknown, path: DraftPath): boolean {
  return draftErrors(errors, path).length > 0;
}
