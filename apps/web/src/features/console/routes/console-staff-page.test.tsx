/**
 * 員工 (docs/features.md "Staff and roles"): an owner sees the 員工 tab and the staff list (their own row without
 * actions), adds an account and gets its one-time link with 複製連結 — never a password; a typo is refused on the
 * page without a request. A staff role sees no 員工 tab and, on the page, only that it is the owners', and the
 * page asks the API nothing about the staff.
 */
import {
  type AddStaffRequest,
  CONSOLE_API_ROUTES,
  CONSOLE_ROUTES,
  consoleApiPaths,
  consolePaths,
  type StaffAuditResponse,
  type StoreStaffResponse,
} from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { STORE, staffMe, stubConsoleApi } from '../../../test/console-factories';
import { ConsoleStaffPage } from './console-staff-page';

beforeAll(() => loadStrings('console'));
afterEach(() => vi.unstubAllGlobals());

const STAFF: StoreStaffResponse = {
  staff: [
    {
      id: 1,
      name: '王店長',
      account: 'boss@example.com',
      role: 'owner',
      disabled: false,
      has_password: true,
      is_self: true,
    },
    {
      id: 2,
      name: '櫃台小李',
      account: '0911222333',
      role: 'staff',
      disabled: false,
      has_password: true,
      is_self: false,
    },
  ],
};
const AUDIT: StaffAuditResponse = {
  events: [
    {
      id: 7,
      at: Date.UTC(2026, 10, 24, 2, 5) / 1000,
      action: 'add',
      actor: '王店長',
      target: '0911222333',
      role: 'staff',
      ip: '203.0.113.5',
    },
  ],
  next_before: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: CONSOLE_ROUTES.staff, element: <ConsoleStaffPage /> }], {
    initialEntries: [consolePaths.staff(STORE)],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the 員工 page', () => {
  it("shows an owner the staff and the log, and a new account's one-time link to copy", async () => {
    const sent: AddStaffRequest[] = [];
    stubConsoleApi({
      [`GET ${consoleApiPaths.staff(STORE)}`]: () => ({ status: 200, body: STAFF }),
      [`GET ${consoleApiPaths.staffAudit(STORE)}`]: () => ({ status: 200, body: AUDIT }),
      [`POST ${consoleApiPaths.staff(STORE)}`]: (body) => {
        sent.push(body as AddStaffRequest);
        return {
          status: 201,
          body: {
            member: {
              ...STAFF.staff[1]!,
              id: 3,
              name: '0922333444',
              account: '0922333444',
              has_password: false,
            },
            password_link: { path: '/console/set-password#token=abc', expires_at: 1_800_000_000 },
          },
        };
      },
    });
    // user-event puts a clipboard of its own on navigator, which the page writes to.
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('link', { name: '員工' })).toBeTruthy();
    const rows = await screen.findAllByTestId('staff-member');
    expect(rows).toHaveLength(2);
    // Their own row: no actions, the role fixed.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect((within(rows[0]!).getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
    expect(within(rows[1]!).getByRole('button', { name: '停用' })).toBeTruthy();
    expect(
      within(await screen.findByTestId('staff-audit')).getByText('新增 0911222333（店員）'),
    ).toBeTruthy();

    const account = screen.getByLabelText('手機號碼或電子郵件');
    await user.type(account, 'nobody');
    await user.click(screen.getByRole('button', { name: '新增員工' }));
    expect(await screen.findByText('帳號須為手機號碼（09 開頭 10 碼）或電子郵件')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(account);
    await user.type(account, '0922333444');
    await user.click(screen.getByRole('button', { name: '新增員工' }));
    const box = await screen.findByTestId('password-link');
    expect(sent).toEqual([{ account: '0922333444', role: 'staff' }]);
    const url = `${window.location.origin}/console/set-password#token=abc`;
    expect((within(box).getByLabelText('一次性設定密碼連結') as HTMLInputElement).value).toBe(url);
    expect(box.textContent).not.toMatch(/密碼：/);
    await user.click(within(box).getByRole('button', { name: '複製連結' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(box).getByRole('button', { name: '已複製' })).toBeTruthy();
  });

  it('shows a staff role no 員工 tab and only that the page is the owners’', async () => {
    const asked: string[] = [];
    stubConsoleApi({
      [`GET ${CONSOLE_API_ROUTES.me}`]: () => ({
        status: 200,
        body: staffMe({
          stores: [{ identifier: STORE, name: '茶館', brand_name: '茶館', role: 'staff', can_order: true }],
        }),
      }),
      [`GET ${consoleApiPaths.staff(STORE)}`]: () => {
        asked.push('staff');
        return { status: 200, body: STAFF };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '只有店家負責人可以管理員工。');
    expect(screen.getByRole('link', { name: '訂單' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '員工' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增員工' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
