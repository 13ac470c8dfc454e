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
      // The index page is the store list for now.
      { path: '/', element: <Navigate to="/stores" replace /> },
      {
        path: '/stores',
        lazy: async () => ({ Component: (await import('../features/stores/routes/stores-list')).StoresList }),
      },
      // spec §2: a store page without an identifier goes to /404.
      { path: '/store', element: <Navigate to="/404" replace /> },
      {
        path: '/store/:sid',
        lazy: async () => ({ Component: (await import('../features/stores/routes/store-page')).StorePage }),
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
