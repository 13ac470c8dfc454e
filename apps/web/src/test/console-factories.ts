/**
 * Test factories for the store console's component tests: the signed-in staff member (GET /api/console/me) and
 * a menu draft as GET …/menu/draft answers it (ADR 017) — 茶館's 茶 category with 阿薩姆紅茶 $35 (甜度: 正常 or
 * 半糖, one of them) and 綠茶 $30, and an empty 點心 category. Each takes overrides. And a stub of the API's
 * fetch for the console's screens, and the board: its orders (consoleOrder) and columns (board). Test-only.
 */
import {
  BOARD_STAGES,
  type BoardColumn,
  type BoardResponse,
  CONSOLE_API_ROUTES,
  type ConsoleOrder,
  type MenuDraft,
  type MenuDraftEntree,
  type MenuDraftOptionGroup,
  type MenuDraftResponse,
  type StaffMeResponse,
} from '@iding/domain';
import { vi } from 'vitest';

export const STORE = 'tea-house';

/** 王店長, owner of 茶館 (STORE). */
export function staffMe(overrides: Partial<StaffMeResponse> = {}): StaffMeResponse {
  return {
    id: 1,
    name: '王店長',
    stores: [{ identifier: STORE, name: '茶館', brand_name: '茶館', role: 'owner', can_order: true }],
    login_alert: null,
    ...overrides,
  };
}

/** 甜度: choose exactly one of 正常 / 半糖. */
export function sweetness(overrides: Partial<MenuDraftOptionGroup> = {}): MenuDraftOptionGroup {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    name: '甜度',
    min: 1,
    max: 1,
    options: [
      {
        id: '00000000-0000-4000-8000-000000000111',
        name: '正常',
        price: 0,
        max_quantity: 1,
        is_default: true,
      },
      {
        id: '00000000-0000-4000-8000-000000000112',
        name: '半糖',
        price: 0,
        max_quantity: 1,
        is_default: false,
      },
    ],
    ...overrides,
  };
}

/** An entree of the draft: 阿薩姆紅茶 $35 with 甜度 unless overridden. */
export function draftEntree(overrides: Partial<MenuDraftEntree> = {}): MenuDraftEntree {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: '阿薩姆紅茶',
    description: '',
    image: null,
    price: 35,
    option_groups: [sweetness()],
    collections: [],
    ...overrides,
  };
}

/** 茶 (阿薩姆紅茶, 綠茶) and an empty 點心. */
export function menuDraft(): MenuDraft {
  return {
    categories: [
      {
        id: 1,
        name: '茶',
        entrees: [
          draftEntree(),
          draftEntree({
            id: '00000000-0000-4000-8000-000000000002',
            name: '綠茶',
            price: 30,
            option_groups: [],
          }),
        ],
      },
      { id: 2, name: '點心', entrees: [] },
    ],
  };
}

/** GET …/menu/draft before anyone saved: the live menu (version 3) as revision 0. */
export function menuDraftResponse(overrides: Partial<MenuDraftResponse> = {}): MenuDraftResponse {
  return {
    revision: 0,
    base_version: 3,
    menu_version: 3,
    updated_at: null,
    updated_by: null,
    draft: menuDraft(),
    changes: {
      categories: { added: 0, changed: 0, removed: 0 },
      entrees: { added: 0, changed: 0, removed: 0 },
    },
    ...overrides,
  };
}

/** An answer of the stubbed API: the HTTP status and the JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The API's refusal of a store the staff member does not work at (every /api/console/stores/{sid}/… call). */
export const NOT_YOUR_STORE: Answer = {
  status: 403,
  body: { status: 403, message: '您沒有這家店的後台權限，請以這家店的帳號登入', code: 'forbidden' },
};

/**
 * Stubs `fetch` (vi.stubGlobal; undo with vi.unstubAllGlobals) with an API of `routes`, keyed 'METHOD /path'
 * and given the parsed JSON body; GET /api/console/me answers staffMe() unless a route says otherwise; anything
 * else is 404.
 */
export function stubConsoleApi(routes: Record<string, (body: unknown) => Answer>): void {
  const answer = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const all: Record<string, (body: unknown) => Answer> = {
    [`GET ${CONSOLE_API_ROUTES.me}`]: () => ({ status: 200, body: staffMe() }),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const route = all[`${init.method ?? 'GET'} ${url}`];
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      return answer(
        route ? route(body) : { status: 404, body: { status: 404, message: '找不到', code: 'not_found' } },
      );
    }),
  );
}

/**
 * A new 外帶 order of 茶館 paid in cash at pickup: #`number`, one 阿薩姆紅茶 $35, due 12:30 on 2026-11-23
 * (Asia/Taipei); the id is made from the number.
 */
export function consoleOrder(number: number, overrides: Partial<ConsoleOrder> = {}): ConsoleOrder {
  const placed = Date.UTC(2026, 10, 23, 4, 0) / 1000;
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    item_name: String(number).padStart(3, '0'),
    stage: 'new',
    status: 1,
    order_type: 0,
    order_tab_type: null,
    table_number: null,
    party_size: null,
    waiting_number: null,
    target_time: placed + 30 * 60,
    is_asap: false,
    items: [],
    custom_items: [],
    memo: '',
    contact_name: '陳小華',
    contact_phone: '0912345678',
    shipping_infos: null,
    delivery: null,
    subtotal: 35,
    shipping_fee: 0,
    coupons: [],
    discount: 0,
    total: 35,
    payment_type: 0,
    payment_status: 0,
    transfer_last_five: null,
    transfer_reported_at: null,
    invoice_type: 'paper',
    invoice_value: null,
    company_title: null,
    version: 1,
    edited_at: null,
    created_at: placed,
    accepted_at: null,
    estimate_minutes: null,
    ready_at: null,
    completed_at: null,
    cancel_reason: null,
    ...overrides,
  };
}

/** A board column of `orders` (the whole column unless `count` and `next_after` say more follow). */
export function boardColumn(orders: ConsoleOrder[] = [], more: Partial<BoardColumn> = {}): BoardColumn {
  return { orders, count: orders.length, next_after: null, ...more };
}

/** GET …/orders: the board with `columns` (the others empty), from event 0. */
export function board(columns: Partial<BoardResponse['columns']> = {}): BoardResponse {
  const all = Object.fromEntries(BOARD_STAGES.map((s) => [s, columns[s] ?? boardColumn()]));
  return { columns: all as BoardResponse['columns'], last_event_id: 0 };
}
