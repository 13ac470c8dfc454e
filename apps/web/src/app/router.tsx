/**
 * Routes of the ordering journey (spec §2). Every screen is a lazy chunk, so the first page downloads only
 * its own code. The patterns are packages/domain ROUTES, the same strings the server matches for its preload
 * hints and store previews (apps/api/src/plugins/web-head.ts; router.test.ts checks they agree).
 */

import {
  CONSOLE_ROUTES,
  COUPON_CONSOLE_ROUTES,
  MENU_EDIT_ROUTES,
  REPORT_ROUTES,
  STORE_DAY_ROUTES,
} from '@iding/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadStrings, type StringsPart } from '../lib/i18n';
import { ROUTES } from '../lib/paths';
import { firstScreenLoaders, neverRevalidate } from './first-screen';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/**
 * A member screen: its component and its spec §2 guard load together as one lazy route;
 * `logged` = redirectIfLogged (login, register, forgot password), `member` = redirectIfNotLogin.
 */
const memberRoute = (
  path: string,
  guard: 'logged' | 'member',
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  lazy: async () => {
    const [Component, guards] = await Promise.all([
      load(),
      import('../features/member/utils/guards'),
      loadStrings('member'),
    ]);
    return { Component, loader: guard === 'member' ? guards.redirectIfNotLogin : guards.redirectIfLogged };
  },
});

/**
 * A screen whose strings live in a lazily loaded part of the catalogue (lib/i18n.ts): the route renders only
 * once both its code and its strings are here.
 */
const withStrings =
  (part: StringsPart, load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    const [Component] = await Promise.all([load(), loadStrings(part)]);
    return { Component };
  };

/** A console page: outside the diner's layout, lazy with the console's strings (no diner route downloads it). */
const consoleRoute = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  errorElement: <RouteError />,
  hydrateFallbackElement: null,
  lazy: withStrings('console', load),
});

/**
 * The route table (spec §2). Plain data: building it runs no router code, so the module evaluates quickly and
 * the router starts in its own task (`appRouter`).
 */
export const appRoutes: RouteObject[] = [
  // The store console: outside the diner's layout (no open-app banner, maintenance watch or
  // page views), lazy with its own strings, so no diner route downloads any of it.
  consoleRoute(
    CONSOLE_ROUTES.login,
    async () => (await import('../features/console/routes/console-login-page')).ConsoleLoginPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.orders,
    async () => (await import('../features/console/routes/console-board-page')).ConsoleBoardPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.order,
    async () => (await import('../features/console/routes/console-order-page')).ConsoleOrderPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.home,
    async () => (await import('../features/console/routes/console-home-page')).ConsoleHomePage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.ticket,
    async () => (await import('../features/console/routes/console-ticket-page')).ConsoleTicketPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.scheduled,
    async () => (await import('../features/console/routes/console-scheduled-page')).ConsoleScheduledPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.menu,
    async () => (await import('../features/console/routes/console-menu-page')).ConsoleMenuPage,
  ),
  consoleRoute(
    MENU_EDIT_ROUTES.edit,
    async () => (await import('../features/console/routes/console-menu-edit-page')).ConsoleMenuEditPage,
  ),
  consoleRoute(
    STORE_DAY_ROUTES.today,
    async () => (await import('../features/console/routes/console-today-page')).ConsoleTodayPage,
  ),
  consoleRoute(
    REPORT_ROUTES.reports,
    async () => (await import('../features/console/routes/console-reports-page')).ConsoleReportsPage,
  ),
  consoleRoute(
    COUPON_CONSOLE_ROUTES.coupons,
    async () => (await import('../features/console/routes/console-coupons-page')).ConsoleCouponsPage,
  ),
  consoleRoute(
    STORE_DAY_ROUTES.tables,
    async () => (await import('../features/console/routes/console-tables-page')).ConsoleTablesPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.storeCredit,
    async () => (await import('../features/console/routes/console-store-credit-page')).ConsoleStoreCreditPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.staff,
    async () => (await import('../features/console/routes/console-staff-page')).ConsoleStaffPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.setPassword,
    async () => (await import('../features/console/routes/console-set-password-page')).ConsoleSetPasswordPage,
  ),
  consoleRoute(
    CONSOLE_ROUTES.settings,
    async () => (await import('../features/console/routes/console-settings-page')).ConsoleSettingsPage,
  ),
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      // spec §2 index: banners, food categories, brands, stores nearby and the search box.
      {
        path: ROUTES.home,
        lazy: withStrings(
          'discovery',
          async () => (await import('../features/discovery/routes/home-page')).HomePage,
        ),
      },
      {
        path: ROUTES.brands,
        lazy: withStrings(
          'discovery',
          async () => (await import('../features/discovery/routes/brands-page')).BrandsPage,
        ),
      },
      {
        path: ROUTES.brandStores,
        lazy: withStrings(
          'discovery',
          async () => (await import('../features/discovery/routes/brand-stores-page')).BrandStoresPage,
        ),
      },
      {
        path: ROUTES.stores,
        loader: firstScreenLoaders.stores,
        shouldRevalidate: neverRevalidate,
        lazy: async () => ({ Component: (await import('../features/stores/routes/stores-list')).StoresList }),
      },
      // A static segment outranks /stores/:sid, so "search" is never taken for a store identifier.
      {
        path: ROUTES.storesSearch,
        lazy: withStrings(
          'discovery',
          async () => (await import('../features/discovery/routes/search-page')).SearchPage,
        ),
      },
      // spec §2: a store page without an identifier goes to /404.
      { path: ROUTES.storeWithoutId, element: <Navigate to={ROUTES.notFound} replace /> },
      {
        path: ROUTES.store,
        loader: firstScreenLoaders.store,
        shouldRevalidate: neverRevalidate,
        lazy: withStrings(
          'storeInfo',
          async () => (await import('../features/store-info/routes/store-page')).StorePage,
        ),
      },
      // spec §2 store sub-pages: branch stores, news, store infos, system infos.
      {
        path: ROUTES.branchStores,
        lazy: withStrings(
          'storeInfo',
          async () => (await import('../features/store-info/routes/branch-stores-page')).BranchStoresPage,
        ),
      },
      {
        path: ROUTES.storeNews,
        lazy: withStrings(
          'storeInfo',
          async () => (await import('../features/store-info/routes/news-page')).NewsPage,
        ),
      },
      {
        path: ROUTES.storeInfos,
        lazy: withStrings(
          'storeInfo',
          async () => (await import('../features/store-info/routes/store-infos-page')).StoreInfosPage,
        ),
      },
      {
        path: ROUTES.systemInfos,
        lazy: withStrings(
          'storeInfo',
          async () => (await import('../features/store-info/routes/system-infos-page')).SystemInfosPage,
        ),
      },
      {
        path: ROUTES.storeHome,
        lazy: async () => ({
          Component: (await import('../features/stores/routes/store-redirect')).StoreRedirect,
        }),
      },
      {
        path: ROUTES.menu,
        loader: firstScreenLoaders.menu,
        shouldRevalidate: neverRevalidate,
        lazy: async () => ({ Component: (await import('../features/menu/routes/menu-page')).MenuPage }),
      },
      // The checkout's strings are their own part: the menu route's initial download stays small (ADR 013).
      {
        path: ROUTES.cart,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/cart/routes/cart-page')).CartPage,
        ),
      },
      {
        path: ROUTES.orderCompleted,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/orders/routes/order-completed')).OrderCompleted,
        ),
      },
      {
        path: ROUTES.pairing,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/orders/routes/order-pairing')).OrderPairing,
        ),
      },
      // spec §2 payment landing pages and the sandbox provider's hosted page.
      {
        path: ROUTES.paymentLanding,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/payment/routes/payment-landing')).PaymentLandingRoute,
        ),
      },
      // Taiwan Pay's QR code on a desktop (spec §2 params qrCode, sid, total): its own chunk with the encoder.
      {
        path: ROUTES.twPayPayment,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/payment/routes/tw-pay-payment-page')).TwPayPaymentRoute,
        ),
      },
      {
        path: ROUTES.sandboxPay,
        lazy: withStrings(
          'checkout',
          async () => (await import('../features/payment/routes/sandbox-pay-page')).SandboxPayPage,
        ),
      },
      // Member screens (spec §2).
      memberRoute(
        ROUTES.login,
        'logged',
        async () => (await import('../features/member/routes/login-page')).LoginPage,
      ),
      memberRoute(
        ROUTES.storeLogin,
        'logged',
        async () => (await import('../features/member/routes/login-page')).LoginPage,
      ),
      // 查詢訂單 (ADR 028): open to everyone, logged in or not.
      {
        path: ROUTES.orderLookup,
        lazy: withStrings(
          'member',
          async () => (await import('../features/member/routes/order-lookup-page')).OrderLookupPage,
        ),
      },
      memberRoute(
        ROUTES.register,
        'logged',
        async () => (await import('../features/member/routes/register-page')).RegisterPage,
      ),
      memberRoute(
        ROUTES.forgetPassword,
        'logged',
        async () => (await import('../features/member/routes/forget-password-page')).ForgetPasswordPage,
      ),
      memberRoute(
        ROUTES.member,
        'member',
        async () => (await import('../features/member/routes/member-home')).MemberHome,
      ),
      memberRoute(
        ROUTES.memberInfos,
        'member',
        async () => (await import('../features/member/routes/member-infos')).MemberInfos,
      ),
      memberRoute(
        ROUTES.updatePassword,
        'member',
        async () => (await import('../features/member/routes/update-password-page')).UpdatePasswordPage,
      ),
      memberRoute(
        ROUTES.updatePhone,
        'member',
        async () => (await import('../features/member/routes/update-phone-page')).UpdatePhonePage,
      ),
      // spec §2 member credit cards.
      memberRoute(
        ROUTES.memberCreditCards,
        'member',
        async () => (await import('../features/member/routes/credit-cards-page')).CreditCardsPage,
      ),
      // spec §2 store credit history / list: one screen.
      ...[ROUTES.storeCreditHistory, ROUTES.storeCreditHistoryList].map((path) =>
        memberRoute(
          path,
          'member',
          async () =>
            (await import('../features/member/routes/store-credit-history-page')).StoreCreditHistoryPage,
        ),
      ),
      // spec §2 point history / list: one screen.
      ...[ROUTES.pointHistory, ROUTES.pointHistoryList].map((path) =>
        memberRoute(
          path,
          'member',
          async () => (await import('../features/member/routes/point-history-page')).PointHistoryPage,
        ),
      ),
      // spec §2 member coupons and coupons list (the coupon cards' strings are the checkout's).
      memberRoute(ROUTES.memberCoupons, 'member', async () => {
        const [page] = await Promise.all([
          import('../features/member/routes/member-coupons-page'),
          loadStrings('checkout'),
        ]);
        return page.MemberCouponsPage;
      }),
      memberRoute(ROUTES.memberCouponsList, 'member', async () => {
        const [page] = await Promise.all([
          import('../features/member/routes/member-coupons-list-page'),
          loadStrings('checkout'),
        ]);
        return page.MemberCouponsListPage;
      }),
      memberRoute(
        ROUTES.updateAddress,
        'member',
        async () => (await import('../features/member/routes/update-address-page')).UpdateAddressPage,
      ),
      // spec §2 favorite stores; a static segment, so never taken for /stores/:sid.
      memberRoute(
        ROUTES.favoriteStores,
        'member',
        async () => (await import('../features/member/routes/favorite-stores-page')).FavoriteStoresPage,
      ),
      // Order history and detail (spec §2), with the /stores/{sid}/… aliases on the same screens.
      ...[ROUTES.historyOrders, ROUTES.storeHistoryOrders].map((path) =>
        memberRoute(
          path,
          'member',
          async () => (await import('../features/member/routes/history-orders-page')).HistoryOrdersPage,
        ),
      ),
      ...[ROUTES.historyOrder, ROUTES.storeHistoryOrder].map((path) =>
        memberRoute(
          path,
          'member',
          // The order page also says how to pick up (components/pickup-note.tsx: the checkout strings).
          async () => {
            const [page] = await Promise.all([
              import('../features/member/routes/history-order-page'),
              loadStrings('checkout'),
            ]);
            return page.HistoryOrderPage;
          },
        ),
      ),
      {
        path: ROUTES.maintenance,
        lazy: async () => ({
          Component: (await import('../features/maintenance/routes/maintenance-page')).MaintenancePage,
        }),
      },
      { path: ROUTES.notFound, element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

let created: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, created on the first call: main.tsx calls it one task after the code has been evaluated,
 * so starting the router (ranking the route table, reading the URL, starting the landing route's loaders and
 * code) does not lengthen the code's evaluation (two shorter tasks instead of one long one).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  created ??= createBrowserRouter(appRoutes);
  return created;
}
