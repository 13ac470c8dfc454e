/**
 * The console's menu draft (ADR 017): read (the saved draft, or the live menu as
 * one), save with optimistic concurrency, discard. The caller (console routes) has checked the staff member's
 * store; everything here is scoped to that store id. Publishing is publish-menu-draft.ts.
 */
import {
  diffMenuDraft,
  type MenuDraft,
  type MenuDraftResponse,
  type MenuDraftSaveRequest,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { loadMenuSnapshot, type MenuRows } from './menu.queries';
import { deleteMenuDraft, findMenuDraft, writeMenuDraft } from './menu-draft.queries';
import { menuTreeOf } from './menu-tree';

/** The live menu in the draft's shape (every id kept; empty categories too, which diners do not see). */
export function liveDraftOf(rows: MenuRows): MenuDraft {
  return { categories: menuTreeOf(rows) };
}

/**
 * Refuses ids that are not this store's live rows of that kind (an item deleted by someone else meanwhile,
 * or a made-up id): a publish only ever updates this store's own rows.
 * @throws ApiError validation_error (400, zh-TW)
 */
export function checkDraftIds(draft: MenuDraft, rows: MenuRows): void {
  const known = {
    categories: new Set(rows.categories.map((r) => r.id)),
    entrees: new Set(rows.entrees.map((r) => r.id)),
    groups: new Set(rows.groups.map((r) => r.id)),
    options: new Set(rows.options.map((r) => r.id)),
    slots: new Set(rows.collections.map((r) => r.id)),
  };
  const gone = (what: string) =>
    new ApiError('validation_error', `${what}已不在目前的菜單上（可能已被刪除），請捨棄草稿後重新編輯`);
  for (const c of draft.categories) {
    if (c.id !== undefined && !known.categories.has(c.id)) throw gone(`分類「${c.name}」`);
    for (const e of c.entrees) {
      if (e.id && !known.entrees.has(e.id)) throw gone(`品項「${e.name}」`);
      for (const g of e.option_groups) {
        if (g.id && !known.groups.has(g.id)) throw gone(`「${e.name}」的選項群組「${g.name}」`);
        for (const o of g.options)
          if (o.id && !known.options.has(o.id)) throw gone(`「${e.name}」的選項「${o.name}」`);
      }
      for (const s of e.collections)
        if (s.id && !known.slots.has(s.id)) throw gone(`套餐「${e.name}」的「${s.name}」`);
    }
  }
}

/**
 * The store's draft: the saved one (revision ≥ 1), or the live menu as a draft (revision 0, nothing saved),
 * with what publishing it would change against the live menu.
 */
export async function getMenuDraft(db: Db, storeId: number): Promise<MenuDraftResponse> {
  const [rows, saved] = await Promise.all([loadMenuSnapshot(db, storeId), findMenuDraft(db, storeId)]);
  return draftResponse(rows, saved);
}

/** The draft as GET answers it, from the live rows and the saved draft (undefined: none saved). */
function draftResponse(rows: MenuRows, saved: Awaited<ReturnType<typeof findMenuDraft>>): MenuDraftResponse {
  const live = liveDraftOf(rows);
  if (!saved) {
    return {
      revision: 0,
      base_version: rows.version,
      menu_version: rows.version,
      updated_at: null,
      updated_by: null,
      draft: live,
      changes: diffMenuDraft(live, live),
    };
  }
  return {
    revision: saved.draft.revision,
    base_version: saved.draft.baseVersion,
    menu_version: rows.version,
    updated_at: Math.floor(saved.draft.updatedAt.getTime() / 1000),
    updated_by: saved.staffName,
    draft: saved.draft.document,
    changes: diffMenuDraft(live, saved.draft.document),
  };
}

/**
 * Saves the whole draft (already parsed with ZMenuDraft) if the stored revision is still `revision`. The first
 * save records the live menu_version the draft was made from.
 * @returns the draft as GET answers it now.
 * @throws ApiError validation_error (400) for ids not on the live menu; menu_draft_conflict (409) when someone
 *   saved, published or discarded the draft since `revision` (nothing saved).
 */
export async function saveMenuDraft(
  db: Db,
  storeId: number,
  body: MenuDraftSaveRequest,
  by: { staffId: number; now: number },
): Promise<MenuDraftResponse> {
  const [rows, saved] = await Promise.all([loadMenuSnapshot(db, storeId), findMenuDraft(db, storeId)]);
  checkDraftIds(body.draft, rows);
  const revision = await writeMenuDraft(db, {
    storeId,
    revision: body.revision,
    document: body.draft,
    // A first save is based on the live menu read just now; later saves keep the first one's base.
    baseVersion: saved?.draft.baseVersion ?? rows.version,
    staffId: by.staffId,
    now: new Date(by.now),
  });
  if (revision === undefined) {
    throw new ApiError(
      'menu_draft_conflict',
      '草稿已被其他人更新（或已發布、捨棄），請重新載入後再修改；您這次的修改沒有儲存',
    );
  }
  // The live rows were read above; only the saved draft (its revision, time and author) is read again.
  return draftResponse(rows, await findMenuDraft(db, storeId));
}

/** Discards the store's draft (nothing else changes). @returns the live menu as a draft (revision 0). */
export async function discardMenuDraft(db: Db, storeId: number): Promise<MenuDraftResponse> {
  await deleteMenuDraft(db, storeId);
  return getMenuDraft(db, storeId);
}
