/**
 * Console routes of menu editing (ADR 017): the store's menu draft (read, save,
 * discard) and 發布. Thin: schema + one service call each. Every route needs the console session (401) and
 * checks that the staff member works at `{sid}` (404 store_not_found otherwise, no data); writes need
 * X-Requested-With (403 csrf_failed). Any staff member of the store may prepare the draft; only its owner
 * publishes (403 forbidden), as only the owner changes the store's settings.
 */
import {
  MENU_EDIT_API_ROUTES,
  ZMenuDraftResponse,
  ZMenuDraftSaveRequest,
  ZMenuPublishRequest,
  ZMenuPublishResponse,
  ZSidParams,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discardMenuDraft, getMenuDraft, saveMenuDraft } from '../menu/edit-menu-draft';
import { publishMenuDraft } from '../menu/publish-menu-draft';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

/** Menu draft and publish routes. */
export const menuDraftRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    MENU_EDIT_API_ROUTES.draft,
    {
      schema: {
        tags: ['console'],
        summary: "The store's menu draft, or the live menu as one",
        description:
          'revision 0: nobody saved a draft; `draft` is the live menu (every id kept, empty categories too). ' +
          'Prices in TWD. `changes` counts what publishing the draft would add, change and remove. ' +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        response: { 200: ZMenuDraftResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getMenuDraft(app.db, store.storeId);
    },
  );

  app.put(
    MENU_EDIT_API_ROUTES.draft,
    {
      // A whole menu with every id is ~130 KB for 63 drinks; room for the largest menus the draft allows.
      bodyLimit: 2 * 1024 * 1024,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['console'],
        summary: 'Saves the whole menu draft (儲存草稿; any staff member of the store)',
        description:
          'Body up to 2 MB. Optimistic concurrency: `revision` is the one GET (or the last save) answered, 0 for a first save. ' +
          'Items keep the ids GET gave them; new ones have none. The diner sees nothing until 發布. ' +
          '400 validation_error with a zh-TW message that says what to fix (price below 0 or with more than ' +
          'two decimals, an empty name, min above max, a repeated category, an id not on the live menu, an entree ' +
          'its discount options (in the most negative combination its groups allow, set-meal picks too) take ' +
          'below 0 …); ' +
          '409 menu_draft_conflict when someone saved, published or discarded it since (nothing saved). ' +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        body: ZMenuDraftSaveRequest,
        response: { 200: ZMenuDraftResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return saveMenuDraft(app.db, store.storeId, request.body, { staffId: staff.id, now: app.now() });
    },
  );

  app.delete(
    MENU_EDIT_API_ROUTES.draft,
    {
      schema: {
        tags: ['console'],
        summary: 'Discards the menu draft (捨棄草稿); the live menu is untouched',
        description: `Answers the live menu as a draft (revision 0). ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        response: { 200: ZMenuDraftResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return discardMenuDraft(app.db, store.storeId);
    },
  );

  app.post(
    MENU_EDIT_API_ROUTES.publish,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: '發布: the saved draft becomes the live menu as a new menu_version (owners only)',
        description:
          'One transaction with the store locked (two publishes never interleave). Entrees, option groups and ' +
          'options that stay keep their ids and sold-out flags; removed ones are deleted; new ones get ids. ' +
          'menu_version + 1: carts on the old version are refused with 409 menu_version_changed and the ' +
          "diner's menu shows the new one at once. A draft that changes nothing is discarded without a new " +
          'version. Audited (menu_publications: staff member, time, version, counts). 409 menu_draft_conflict ' +
          '(draft saved again since `revision`, or gone), 409 menu_draft_outdated (the live menu changed since ' +
          'the draft was made), 400 validation_error (the checks of PUT, e.g. a draft saved before the price ' +
          'floor), 403 forbidden for a staff role; nothing changes on a ' +
          `refusal. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZMenuPublishRequest,
        response: { 200: ZMenuPublishResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return publishMenuDraft(app.db, app.state.storeChanges, store.storeId, request.body.revision, {
        staffId: staff.id,
      });
    },
  );
};
