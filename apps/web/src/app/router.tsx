/**
 * Routes of the ordering journey (spec §2). Every screen is a lazy chunk, so the first page downloads only
 * its own code.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      // spec §2 index: banners, food categories, brands, stores nearby and the search box (issue #4 §1).
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/discovery/routes/home-page')).HomePage }),
      },
      {
        path: '/brands',
        lazy: async () => ({
          Component: (await import('../features/discovery/routes/brands-page')).BrandsPage,
        }),
      },
      {
        path: '/brands/:bid/stores',
        lazy: async () => ({
          Component: (await import('../features/discovery/routes/brand-stores-page')).BrandStoresPage,
        }),
      },
      {
        path: '/stores',
        lazy: async () => ({ Component: (await import('../features/stores/routes/stores-list')).StoresList }),
      },
      // A static segment outranks /stores/:sid, so "search" is never taken for a store identifier.
      {
        path: '/stores/search',
        lazy: async () => ({
          Component: (await import('../features/discovery/routes/search-page')).SearchPage,
        }),
      },
      // spec §2: a store page without an identifier goes to /404.
      { path: '/store', element: <Navigate to="/404" replace /> },
      {
        path: '/store/:sid',
        lazy: async () => ({
          Component: (await import('../features/store-info/routes/store-page')).StorePage,
        }),
      },
      // spec §2 store sub-pages (issue #4 §2): branch stores, news, store infos, system infos.
      {
        path: '/stores/:sid/branch_stores',
        lazy: async () => ({
          Component: (await import('../features/store-info/routes/branch-stores-page')).BranchStoresPage,
        }),
      },
      {
        path: '/stores/:sid/news',
        lazy: async () => ({ Component: (await import('../features/store-info/routes/news-page')).NewsPage }),
      },
      {
        path: '/stores/:sid/store_infos',
        lazy: async () => ({
          Component: (await import('../features/store-info/routes/store-infos-page')).StoreInfosPage,
        }),
      },
      {
        path: '/stores/:sid/system_infos',
        lazy: async () => ({
          Component: (await import('../features/store-info/routes/system-infos-page')).SystemInfosPage,
        }),
      },
      {
        path: '/stores/:sid',
        lazy: async () => ({
          Component: (await import('../features/stores/routes/store-redirect')).StoreRedirect,
        }),
      },
      {
        path: '/stores/:sid/menu/:sname?',
        lazy: async () => ({ Component: (await import('../features/menu/routes/menu-page')).MenuPage }),
      },
      {
        path: '/stores/:sid/cart',
        lazy: async () => ({ Component: (await import('../features/cart/routes/cart-page')).CartPage }),
      },
      {
        path: '/stores/:sid/order_completed',
        lazy: async () => ({
          Component: (await import('../features/orders/routes/order-completed')).OrderCompleted,
        }),
      },
      {
        path: '/maintenance',
        lazy: async () => ({
          Component: (await import('../features/maintenance/routes/maintenance-page')).MaintenancePage,
        }),
      },
      { path: '/404', element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
