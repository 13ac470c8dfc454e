/**
 * The menu draft editor as store staff meet it (ADR 017 menu editing; spec §5 "Forms"): the real page over a
 * stubbed API. 儲存草稿 checks the draft with the API's own schema (ZPublishableMenuDraft): each refusal shows
 * its zh-TW message under the field it concerns (aria-invalid, described by it), the first one's entree opens
 * with that field focused, the entree and category lists say 要修正, and nothing is sent; the messages follow
 * the fixes; what was typed in another entree is kept and sent. Staff of another store read the API's 403.
 */
import {
  CONSOLE_ROUTES,
  MENU_EDIT_ROUTES,
  type MenuDraft,
  type MenuDraftResponse,
  menuEditApiPaths,
  menuEditPaths,
} from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import {
  type Answer,
  draftEntree,
  menuDraft,
  menuDraftResponse,
  NOT_YOUR_STORE,
  STORE,
  stubConsoleApi,
  sweetness,
} from '../../../test/console-factories';
import { ConsoleMenuEditPage } from './console-menu-edit-page';

beforeAll(() => loadStrings('console'));
afterEach(() => vi.unstubAllGlobals());

const DRAFT_URL = menuEditApiPaths.draft(STORE);

/**
 * Renders /console/tea-house/menu/edit over an API that knows the staff member and answers GET …/menu/draft
 * with `draft` (or `getDraft`); PUT …/menu/draft saves what it is sent as revision 1.
 * @returns the PUT bodies sent, and a user-event session.
 */
function renderEditor(options: { draft?: MenuDraft; getDraft?: Answer } = {}) {
  const saves: { revision: number; draft: MenuDraft }[] = [];
  stubConsoleApi({
    [`GET ${DRAFT_URL}`]: () =>
      options.getDraft ?? { status: 200, body: menuDraftResponse({ draft: options.draft ?? menuDraft() }) },
    [`PUT ${DRAFT_URL}`]: (body) => {
      const sent = body as { revision: number; draft: MenuDraft };
      saves.push(sent);
      const saved: MenuDraftResponse = menuDraftResponse({
        revision: 1,
        updated_at: 1_800_000_000,
        updated_by: '王店長',
        draft: sent.draft,
      });
      return { status: 200, body: saved };
    },
  });
  const router = createMemoryRouter(
    [
      { path: MENU_EDIT_ROUTES.edit, element: <ConsoleMenuEditPage /> },
      { path: CONSOLE_ROUTES.login, element: <p>登入</p> },
    ],
    { initialEntries: [menuEditPaths.edit(STORE)] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { saves, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: '儲存草稿' });
const input = (name: string) => screen.getByRole('spinbutton', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
/** An entree's button in the list (its name, price and 要修正 when refused). */
const listed = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

/** The field's own message: the alert it is described by (aria-describedby), '' when it has none. */
function messageOf(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby');
  const described = id ? document.getElementById(id) : null;
  return described?.getAttribute('role') === 'alert' ? (described.textContent ?? '') : '';
}

async function openEntree(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  await screen.findByRole('heading', { name: `編輯${name}` });
}

describe('menu draft editor', () => {
  it('refuses a price below 0 under the price field, marks the entree and sends nothing', async () => {
    const { saves, user } = renderEditor();
    await openEntree(user, '阿薩姆紅茶');
    await user.clear(input('價格（元）'));
    await user.type(input('價格（元）'), '-5');
    await user.click(save());

    await waitFor(() => expect(messageOf(input('價格（元）'))).toBe('價格須為 0 以上的金額'));
    expect(input('價格（元）').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('價格（元）'));
    expect(listed('阿薩姆紅茶').textContent).toContain('要修正');
    expect(listed('綠茶').textContent).not.toContain('要修正');
    expect(
      screen.getByText('還不能儲存：有 1 處要修正，第一處在品項「阿薩姆紅茶」，請看欄位下的紅字說明。'),
    ).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('clears a message once the field is fixed, then saves the draft as typed', async () => {
    const { saves, user } = renderEditor();
    await openEntree(user, '阿薩姆紅茶');
    await user.clear(input('價格（元）'));
    await user.click(save());
    await waitFor(() => expect(messageOf(input('價格（元）'))).toBe('價格須為數字'));

    await user.type(input('價格（元）'), '38');
    await waitFor(() => expect(messageOf(input('價格（元）'))).toBe(''));
    expect(input('價格（元）').getAttribute('aria-invalid')).toBeNull();
    expect(listed('阿薩姆紅茶').textContent).not.toContain('要修正');

    await user.click(save());
    await screen.findByText('草稿已儲存');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.revision).toBe(0);
    const expected = menuDraft();
    expected.categories[0]!.entrees[0]!.price = 38;
    expect(saves[0]!.draft).toEqual(expected);
  });

  it('keeps what was typed in another entree, opens it at the refused field and sends both edits once fixed', async () => {
    const { saves, user } = renderEditor();
    await openEntree(user, '阿薩姆紅茶');
    await user.clear(textbox('群組名稱'));
    const [normal] = screen.getAllByRole('spinbutton', { name: '加價（元）' });
    await user.clear(normal!);
    await user.type(normal!, '5');
    await openEntree(user, '綠茶');
    await user.clear(textbox('名稱'));
    await user.type(textbox('名稱'), '茉莉綠茶');
    await user.click(save());

    // 阿薩姆紅茶 opens again with its edits, its empty group name refused and focused.
    await screen.findByRole('heading', { name: '編輯阿薩姆紅茶' });
    const groupName = textbox('群組名稱');
    await waitFor(() => expect(messageOf(groupName)).toBe('請輸入選項群組名稱'));
    expect(document.activeElement).toBe(groupName);
    expect((screen.getAllByRole('spinbutton', { name: '加價（元）' })[0] as HTMLInputElement).value).toBe(
      '5',
    );
    expect(saves).toEqual([]);

    await user.type(groupName, '糖量');
    await waitFor(() => expect(messageOf(textbox('群組名稱'))).toBe(''));
    await user.click(save());
    await screen.findByText('草稿已儲存');
    const [assam, green] = saves[0]!.draft.categories[0]!.entrees;
    expect(assam!.option_groups[0]!.name).toBe('糖量');
    expect(assam!.option_groups[0]!.options[0]!.price).toBe(5);
    expect(green!.name).toBe('茉莉綠茶');
    // The ids of what stays are kept (publishing keeps sold-out flags, favourites and carts working).
    expect(assam!.option_groups[0]!.id).toBe(sweetness().id);
    expect(green!.id).toBe(menuDraft().categories[0]!.entrees[1]!.id);
  });

  it('checks a group’s min against its max, and the message goes once max is raised', async () => {
    const { saves, user } = renderEditor();
    await openEntree(user, '阿薩姆紅茶');
    await user.clear(input('最少選擇'));
    await user.type(input('最少選擇'), '2');
    await user.click(save());

    await waitFor(() =>
      expect(messageOf(input('最少選擇'))).toBe('「阿薩姆紅茶」的「甜度」最少選擇不可大於最多選擇'),
    );
    expect(messageOf(input('最多選擇'))).toBe('');
    expect(saves).toEqual([]);

    // Another field fixes it: the whole draft is checked again after each change.
    await user.clear(input('最多選擇'));
    await user.type(input('最多選擇'), '2');
    await waitFor(() => expect(messageOf(input('最少選擇'))).toBe(''));
  });

  it('refuses a category name used twice under that category', async () => {
    const { saves, user } = renderEditor();
    const names = await screen.findAllByRole('textbox', { name: '分類名稱' });
    await user.clear(names[1]!);
    await user.type(names[1]!, '茶');
    await user.click(save());

    await waitFor(() => expect(messageOf(names[1]!)).toBe('分類「茶」重複了，請改名或合併'));
    expect(messageOf(names[0]!)).toBe('');
    expect(document.activeElement).toBe(names[1]);
    expect(
      screen.getByText('還不能儲存：有 1 處要修正，第一處在分類「茶」，請看欄位下的紅字說明。'),
    ).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('refuses a new option without a name under it, in a new group', async () => {
    const { saves, user } = renderEditor({
      draft: { categories: [{ id: 1, name: '茶', entrees: [draftEntree({ option_groups: [] })] }] },
    });
    await openEntree(user, '阿薩姆紅茶');
    await user.click(screen.getByRole('button', { name: '新增選項群組' }));
    const group = screen.getByRole('group', { name: '新群組' });
    await user.type(within(group).getByRole('textbox', { name: '群組名稱' }), '加料');
    await user.click(save());

    const option = within(group).getByRole('textbox', { name: '選項名稱' });
    await waitFor(() => expect(messageOf(option)).toBe('請輸入選項名稱'));
    expect(document.activeElement).toBe(option);
    expect(
      screen.getByText('還不能儲存：有 1 處要修正，第一處在「阿薩姆紅茶」的「加料」，請看欄位下的紅字說明。'),
    ).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('moves an entree to another category with what was typed in it', async () => {
    const { saves, user } = renderEditor();
    await openEntree(user, '阿薩姆紅茶');
    await user.clear(input('價格（元）'));
    await user.type(input('價格（元）'), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: '分類' }), '點心');

    await screen.findByRole('heading', { name: '點心 的品項' });
    expect((input('價格（元）') as HTMLInputElement).value).toBe('40');
    await user.click(save());
    await screen.findByText('草稿已儲存');
    const [tea, snacks] = saves[0]!.draft.categories;
    expect(tea!.entrees.map((e) => e.name)).toEqual(['綠茶']);
    expect(snacks!.entrees).toEqual([{ ...draftEntree(), price: 40 }]);
  });

  it('shows staff of another store the API’s refusal, not a generic error', async () => {
    renderEditor({ getDraft: NOT_YOUR_STORE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('您沒有這家店的後台權限，請以這家店的帳號登入');
    expect(screen.queryByRole('button', { name: '儲存草稿' })).toBeNull();
  });
});
