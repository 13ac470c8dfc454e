/**
 * 發布: the saved menu draft becomes the store's live menu (ADR 017), in one
 * transaction with the store row locked, as a new menu_version: carts built on the old version are refused
 * with the spec's menu_version_changed (§4), and the diner's menu (cached per version) shows the new one at
 * once. Rows are updated in place by id, so everything that stays keeps its id and sold-out flag; what the
 * draft dropped is deleted; what it added gets new ids.
 */
import { randomUUID } from 'node:crypto';
import {
  diffMenuDraft,
  isUnchanged,
  type MenuPublishResponse,
  normalizeFoodLabels,
  toCents,
  ZPublishableMenuDraft,
} from '@iding/domain';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { checkDraftIds, liveDraftOf } from './edit-menu-draft';
import { readMenuRows } from './menu.queries';
import {
  deleteMenuDraft,
  deleteRemovedMenuRows,
  lockMenuDraft,
  lockStoreMenu,
  recordMenuPublish,
  upsertEntrees,
  upsertOptionGroups,
  upsertOptions,
  writeCategories,
  writeCollections,
} from './menu-draft.queries';

/**
 * Publishes the store's draft saved at `revision`. A draft that changes nothing is discarded without a new
 * version (carts stay valid). Returns once this instance's caches see the new version (`storeChanges`, the
 * app's store change feed, settled).
 * @returns the live menu_version and what changed (counts of categories and entrees).
 * @throws ApiError menu_draft_conflict (409) when the draft is gone or was saved again since `revision`;
 *   menu_draft_outdated (409) when the live menu changed since the draft was made (another publish, an import);
 *   validation_error (400) for a draft that no longer passes the checks (ZPublishableMenuDraft: a draft saved
 *   before the price floor, spec §4, may have an entree its discounts take below 0). Nothing changes on any
 *   refusal.
 */
export async function publishMenuDraft(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  revision: number,
  by: { staffId: number },
): Promise<MenuPublishResponse> {
  const result = await db.transaction(async (tx) => {
    const version = await lockStoreMenu(tx, storeId);
    const saved = await lockMenuDraft(tx, storeId);
    if (version === undefined || !saved || saved.revision !== revision) {
      throw new ApiError(
        'menu_draft_conflict',
        saved
          ? '草稿在您檢查後又被修改過，請重新載入、確認變更後再發布'
          : '沒有可發布的草稿（可能已被其他人發布或捨棄），請重新載入',
      );
    }
    if (saved.baseVersion !== version) {
      throw new ApiError(
        'menu_draft_outdated',
        '這份草稿做好後，菜單已經更新過（其他人發布或匯入），無法發布；請捨棄草稿後重新編輯',
      );
    }
    const parsed = ZPublishableMenuDraft.safeParse(saved.document);
    if (!parsed.success) {
      throw new ApiError('validation_error', parsed.error.issues[0]?.message ?? '草稿內容有誤');
    }
    const draft = parsed.data;
    const rows = await readMenuRows(tx, storeId);
    checkDraftIds(draft, rows);
    const changes = diffMenuDraft(liveDraftOf(rows), draft);
    await deleteMenuDraft(tx, storeId);
    if (isUnchanged(changes)) return { menu_version: version, changes, bumped: false };

    const newCategoryIds = await writeCategories(
      tx,
      storeId,
      draft.categories.flatMap((c, sort) => (c.id === undefined ? [] : [{ id: c.id, name: c.name, sort }])),
      draft.categories.flatMap((c, sort) => (c.id === undefined ? [{ name: c.name, sort }] : [])),
    );
    let added = 0;
    const categoryIds = draft.categories.map((c) => c.id ?? newCategoryIds[added++]!);
    // New items get their ids here, so children can name their parents.
    const tree = draft.categories.map((c, ci) => ({
      categoryId: categoryIds[ci]!,
      entrees: c.entrees.map((e) => ({
        ...e,
        id: e.id ?? randomUUID(),
        option_groups: e.option_groups.map((g) => ({
          ...g,
          id: g.id ?? randomUUID(),
          options: g.options.map((o) => ({ ...o, id: o.id ?? randomUUID() })),
        })),
        collections: e.collections.map((s) => ({ ...s, id: s.id ?? randomUUID() })),
      })),
    }));
    const allEntrees = tree.flatMap((c) => c.entrees);
    await upsertEntrees(
      tx,
      storeId,
      tree.flatMap((c) =>
        c.entrees.map((e, sort) => ({
          id: e.id,
          categoryId: c.categoryId,
          name: e.name,
          description: e.description,
          image: e.image,
          priceCents: toCents(e.price),
          labels: normalizeFoodLabels(e.labels),
          sort,
        })),
      ),
    );
    await upsertOptionGroups(
      tx,
      storeId,
      allEntrees.flatMap((e) =>
        e.option_groups.map((g, sort) => ({
          id: g.id,
          entreeId: e.id,
          name: g.name,
          minSelections: g.min,
          maxSelections: g.max,
          sort,
        })),
      ),
    );
    const allGroups = allEntrees.flatMap((e) => e.option_groups);
    await upsertOptions(
      tx,
      storeId,
      allGroups.flatMap((g) =>
        g.options.map((o, sort) => ({
          id: o.id,
          groupId: g.id,
          name: o.name,
          priceCents: toCents(o.price),
          maxQuantity: o.max_quantity,
          isDefault: o.is_default,
          labels: normalizeFoodLabels(o.labels),
          sort,
        })),
      ),
    );
    await writeCollections(
      tx,
      storeId,
      allEntrees.flatMap((e) =>
        e.collections.map((s, sort) => ({
          id: s.id,
          entreeId: e.id,
          name: s.name,
          minSelections: s.min,
          maxSelections: s.max,
          sort,
        })),
      ),
      allEntrees.flatMap((e) =>
        e.collections.flatMap((s) =>
          s.entrees.map((choice, sort) => ({
            collectionId: s.id,
            entreeId: choice.id,
            upgradeCents: toCents(choice.upgrade),
            sort,
          })),
        ),
      ),
    );
    await deleteRemovedMenuRows(tx, storeId, {
      categories: categoryIds,
      entrees: allEntrees.map((e) => e.id),
      groups: allGroups.map((g) => g.id),
      options: allGroups.flatMap((g) => g.options.map((o) => o.id)),
      slots: allEntrees.flatMap((e) => e.collections.map((s) => s.id)),
    });
    const menuVersion = await recordMenuPublish(tx, { storeId, staffId: by.staffId, changes });
    return { menu_version: menuVersion, changes, bumped: true };
  });
  // The store row changed: wait until this instance's cached store has the new menu_version.
  if (result.bumped) await storeChanges.settled();
  return { menu_version: result.menu_version, changes: result.changes };
}
