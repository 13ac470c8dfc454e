/**
 * Store console routes for the store's day: the settings page (can_order keeps its own route in
 * staff.routes.ts) and busy mode. Thin: schema + one call each. Every route needs the console session (401)
 * and checks that the staff member works at `{sid}` (404 store_not_found otherwise, no data); writes need
 * X-Requested-With (403 csrf_failed).
 */
import {
  CONSOLE_API_ROUTES,
  IMAGE_API_ROUTES,
  ZBusyMode,
  ZSidParams,
  ZStoreImages,
  ZStoreSettings,
  ZStoreSettingsRequest,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getStoreSettings } from '../stores/get-store-settings';
import { setBusyMode } from '../stores/set-busy-mode';
import { setStoreImages } from '../stores/set-store-images';
import { saveStoreSettings } from '../stores/update-store-settings';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

/** Console settings and busy-mode routes. */
export const consoleSettingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    CONSOLE_API_ROUTES.settings,
    {
      schema: {
        tags: ['console'],
        summary: "The store's settings in the spec's shapes, with busy mode (spec §3 Store info)",
        description: `can_order, app_settings (order types, each type's payments, MinLead, Jumbo …), business_hour, holiday, custom_items (TWD), carousel_messages, busy_mode, unaccepted_orders (auto-cancel at pickup time, the board's 逾時未接單 minutes), point_rule (點數, spec §3). ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        response: { 200: ZStoreSettings },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getStoreSettings(app.db, store.storeId);
    },
  );

  app.put(
    CONSOLE_API_ROUTES.settings,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: 'Saves the store settings (owners only)',
        description:
          'Replaces each part sent whole: app_settings.OrderTypes and the payments / MinLead / Jumbo of each ' +
          "type block sent (the block's other keys and MaxCashOrderAmount stay), business_hour, holiday, " +
          'custom_items (an item sent with its id keeps it; without one it is new), carousel_messages and, when ' +
          'sent, unaccepted_orders (auto_cancel: cancel and refund orders still unaccepted at their pickup time; ' +
          'alert_minutes 1–120 before the board marks an order 逾時未接單; absent = unchanged) and, when sent, ' +
          'point_rule (點數, spec §3: PMEnabled, PMName 1–5 characters, PGRules of whole Amount TWD and Point; ' +
          'on needs a rule; a completed order earns floor(items total / Amount) × Point; absent = unchanged). The ' +
          "diner's store info, news, avail_time and order checks answer the new settings at once. Audited " +
          '(staff member, time, before and after). 400 validation_error with a zh-TW message (a shift ending ' +
          'before it starts, overlapping shifts, a repeated or impossible holiday, no order type, a type without ' +
          'payments, a payment the type does not take such as 現金 for 宅配 or 貨到付款 for 外帶, MinLead outside ' +
          '0–240 …); 422 custom_item_invalid for an unknown custom item id; 403 forbidden for a staff role. ' +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        body: ZStoreSettingsRequest,
        response: { 200: ZStoreSettings },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return saveStoreSettings(app.db, app.state.storeChanges, store.storeId, request.body, staff.id);
    },
  );

  app.put(
    CONSOLE_API_ROUTES.busyMode,
    {
      schema: {
        tags: ['console'],
        summary: 'Turns busy mode on or off with its extra minutes and per-slot cap',
        description:
          'Any staff member of the store. While enabled, avail_time adds extra_minutes to the lead (after the ' +
          'Jumbo rule, rounded up to 5 with it) and leaves out every slot_minutes slot (from the hour, Asia/' +
          'Taipei) already holding slot_cap orders (not cancelled, 宅配 aside; 0 = no cap); check_order and order ' +
          'refuse such a slot with 422 slot_full. Audited. 400 validation_error (zh-TW) for values out of range. ' +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        body: ZBusyMode,
        response: { 200: ZBusyMode },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return setBusyMode(app.db, app.state.storeChanges, store.storeId, request.body, staff.id);
    },
  );

  app.put(
    IMAGE_API_ROUTES.storeImages,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: "Sets the store's logo and cover (owners only; spec §3 Store info logo/cover)",
        description:
          'Each an uploaded image (`url` of POST …/images, /images/{image_id}), an https URL, or null for none. ' +
          'Store cards and the store page show them at once. Audited. 400 validation_error (zh-TW) for any other ' +
          `value; 403 forbidden for a staff role. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZStoreImages,
        response: { 200: ZStoreImages },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return setStoreImages(app.db, app.state.storeChanges, store.storeId, request.body, staff.id);
    },
  );
};
