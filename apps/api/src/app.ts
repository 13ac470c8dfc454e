/**
 * Builds the Fastify app: plugins, API modules, OpenAPI docs at /api/docs and the built web app.
 * server.ts starts it; tests call buildApp() with a fresh in-memory PGlite (DESIGN.md "Layout").
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { paymentMethodOf } from '@iding/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { type StoreChangeFeed, startStoreChangeFeed } from './db/change-events';
import type { Db } from './db/client';
import { type OrderEventFeed, startOrderEventFeed } from './db/order-event-feed';
import { bannersRoutes } from './modules/banners/banners.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { findBrandSuggestions } from './modules/brands/list-brands';
import { cartRoutes } from './modules/cart/cart.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { type BookingQueue, createBookingQueue } from './modules/delivery/queue-booking';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { favoriteFlagsFor } from './modules/favorites/manage-favorites';
import { healthRoutes } from './modules/health/health.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuCache, type MenuCache } from './modules/menu/menu-cache';
import { createSoldOutCache, type SoldOutCache } from './modules/menu/sold-out-cache';
import { anonymiseMemberOrders } from './modules/orders/anonymise-member-orders';
import { createOrderFollowers, type OrderFollowers } from './modules/orders/follow-order-events';
import { linkGuestOrders } from './modules/orders/link-guest-orders';
import { createOrderBatcher, type OrderBatcher } from './modules/orders/order-batcher';
import { orderAtBrandLookup } from './modules/orders/order-coupons';
import { orderLiveRoutes } from './modules/orders/order-live.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderPaymentsOf } from './modules/payments/order-payments';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { savedCardsRoutes } from './modules/payments/saved-cards.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { consoleCouponRoutes } from './modules/staff/console-coupons.routes';
import { consolePointsRoutes } from './modules/staff/console-points.routes';
import { consoleSettingsRoutes } from './modules/staff/console-settings.routes';
import { menuDraftRoutes } from './modules/staff/menu-draft.routes';
import { reportRoutes } from './modules/staff/reports.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { storeDayRoutes } from './modules/staff/store-day.routes';
import { storeStaffRoutes } from './modules/staff/store-staff.routes';
import { createStoreRowCache, type StoreRowCache } from './modules/stores/get-store';
import { storesRoutes } from './modules/stores/stores.routes';
import { systemRoutes } from './modules/system/system.routes';
import { loadVisitorTokenSecret } from './modules/system/visitor-secret';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, serializeError } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staffAuthPlugin } from './plugins/staff-auth';
import { visitorPlugin } from './plugins/visitor';
import { webPlugin } from './plugins/web';
import { createDeliveryProvider, type DeliveryProvider } from './providers/delivery/index';
import { createImageStore, type ImageStore } from './providers/image-store/index';
import { createPaymentProviders, type PaymentProviders, paymentTypeTaker } from './providers/payment/index';
import { sandboxPayRoutes } from './providers/payment/sandbox-pay.routes';
import { devSmsRoutes } from './providers/sms/dev-sms.routes';
import { createSmsProvider, type SmsProvider } from './providers/sms/index';
import type { SandboxSms } from './providers/sms/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The SMS adapter the configuration selects (DESIGN.md providers). */
    sms: SmsProvider;
    /** The delivery adapter the configuration selects (DESIGN.md providers). */
    delivery: DeliveryProvider;
    /** The payment adapters the configuration selects; null while online payments are off. */
    payments: PaymentProviders;
    /**
     * Whether a payment type can be taken now: offline types and store credit always, an online
     * one only when a provider takes its method (none while payments are off). Store info offers only these;
     * orders refuse the others.
     */
    takesPayment: (paymentType: number) => boolean;
  }
}

/**
 * What one app holds in memory beside its database connection (ADR 027): the two LISTEN/NOTIFY feeds, the
 * caches of the menu hot path, the order insert lanes, the courier booking queue and the open order event
 * streams. Built once in buildApp, closed with the app; routes read it as `app.state` and hand each service
 * the parts it uses as plain parameters. No module keeps app state of its own (ADR 027 names the few
 * process-wide memos that stay module-level).
 */
export interface AppState {
  /** Store-change notifications (LISTEN/NOTIFY iding_store_changed): any instance's write drops store rows. */
  storeChanges: StoreChangeFeed;
  /** Order event notifications (LISTEN/NOTIFY iding_order_event): wake the live order streams. */
  orderEvents: OrderEventFeed;
  /** Store rows by identifier, dropped on their store's change notification (the menu hot path). */
  storeRows: StoreRowCache;
  /** Built menus by (store, menu_version), with their compressed bodies and ETags. */
  menus: MenuCache;
  /** Sold-out ids by (store, menu_version, inventory_version). */
  soldOut: SoldOutCache;
  /** Order inserts in flight per store, batched into one statement (ADR 006). */
  orderBatcher: OrderBatcher;
  /** 外送 courier bookings queued off the request path (ADR 006 外送). */
  bookings: BookingQueue;
  /** Open live order streams (SSE), one reader per store, order or member followed. */
  orderFollowers: OrderFollowers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this app holds in memory (AppState, ADR 027). */
    state: AppState;
  }
}

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Serve the built SPA when its index.html exists (default true). */
  serveWeb?: boolean;
  /** Where the built SPA is (default apps/web/dist); tests point it at a fixture. */
  webRoot?: string;
  /** Clock override for tests (epoch ms). */
  now?: () => number;
  /**
   * Enables PUT /internal/maintenance for loopback callers sending this token (server.ts sets it on PGlite,
   * where `npm run maintenance` cannot open the data directory the server holds).
   */
  controlToken?: string;
  /** SMS adapter override (tests); default from the configuration. */
  sms?: SmsProvider;
  /** Delivery adapter override (tests); default from the configuration. */
  delivery?: DeliveryProvider;
  /** Payment adapters (tests pass fakes); default from the configuration. */
  payments?: PaymentProviders;
  /** Image store override (tests); default from the configuration (IMAGE_STORE). */
  images?: ImageStore;
  /** Where JSON log lines go (tests capture them); when set, logging is on even under NODE_ENV=test. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Current time in epoch ms; replaceable in tests so business-hour rules are deterministic. */
    now: () => number;
  }
}

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes the function Fastify itself makes of one (trust the
 * first n hops), since Fastify's types do not list the number form.
 */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Creates the app (not listening). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // zod's own messages (those our schemas do not word themselves) in zh-TW: a 400 speaks to a diner
  // (error-handler.ts: 輸入資料有誤：…).
  z.config(z.locales.zhTW());
  const logging =
    opts.logStream !== undefined || (config.LOG_LEVEL !== 'silent' && config.NODE_ENV !== 'test');
  const app = Fastify({
    logger: logging
      ? {
          level: config.LOG_LEVEL === 'silent' ? 'info' : (config.LOG_LEVEL ?? 'info'),
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          // Errors are logged without SQL parameters or driver detail (error-handler.ts).
          serializers: { err: serializeError },
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        }
      : false,
    bodyLimit: 256 * 1024,
    // A client that trickles its headers or body cannot hold a connection: the whole request
    // must arrive within REQUEST_TIMEOUT_MS (else 408 and close), an idle socket goes after
    // CONNECTION_TIMEOUT_MS. Node checks request deadlines every connectionsCheckingInterval ms (its default
    // 30 s would let a request overrun by that much), so the check runs at a tenth of the timeout, ≤ 1 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.REQUEST_TIMEOUT_MS / 10))),
    },
    // X-Forwarded-* only from the configured proxy: otherwise anyone could pick their own IP
    // (resetting per-IP limits), protocol and host (forging the store page's og:url).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  app.decorate('config', config);
  app.decorate('sms', opts.sms ?? createSmsProvider(config, () => app.now()));
  app.decorate('delivery', opts.delivery ?? createDeliveryProvider(config));
  const payments = opts.payments !== undefined ? opts.payments : createPaymentProviders(config, opts.db);
  app.decorate('payments', payments);
  const takes = paymentTypeTaker(config);
  app.decorate('takesPayment', (paymentType: number) =>
    payments === null ? paymentMethodOf(paymentType) === null : takes(paymentType),
  );
  app.decorate('now', opts.now ?? (() => Date.now()));

  // What this app holds in memory (AppState, ADR 027). It listens for store changes (LISTEN/NOTIFY, DESIGN.md
  // "Runtime shape"), so store rows can stay in memory and go when any instance (or psql) changes a store, and
  // for order events (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite), which wake the live order streams.
  const storeChanges = await startStoreChangeFeed(opts.db, (err) =>
    app.log.warn({ err }, 'store change listener: connection problem; reading stores from the database'),
  );
  const orderEvents = await startOrderEventFeed(opts.db, (err) =>
    app.log.warn({ err }, 'order event listener: connection problem; streams fall back to polling'),
  );
  const state: AppState = {
    storeChanges,
    orderEvents,
    storeRows: createStoreRowCache(opts.db, storeChanges),
    menus: createMenuCache(opts.db),
    soldOut: createSoldOutCache(opts.db),
    orderBatcher: createOrderBatcher(opts.db),
    bookings: createBookingQueue(opts.db),
    orderFollowers: createOrderFollowers(opts.db, orderEvents),
  };
  app.decorate('state', state);
  app.addHook('onClose', async () => {
    // Couriers are booked off the request path (ADR 006 外送): the database closes after those queued.
    await state.bookings.allSettled();
    await storeChanges.close();
    await orderEvents.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  // Compresses JSON and HTML above 1 KB (brotli or gzip, as the client accepts). Routes that keep their own
  // pre-compressed copies (menu, built assets) set Content-Encoding themselves and are left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin);
  await app.register(cookie);
  await app.register(visitorPlugin, {
    secure: config.COOKIE_SECURE,
    // Unset: one generated secret kept in the database, so cookies survive restarts and work on every instance.
    secret: config.VISITOR_TOKEN_SECRET ?? (await loadVisitorTokenSecret(opts.db)),
  });
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);

  // The API contract at /api/docs/json: operation ids, security and error responses (plugins/openapi.ts).
  await app.register(openApiPlugin, { version: '2.8.7', publicOrigin: config.PUBLIC_ORIGIN });

  // A lower module is given what it needs from the modules above it (ADR 024).
  await app.register(storesRoutes, {
    favoriteFlags: favoriteFlagsFor,
    brandSuggestions: findBrandSuggestions,
  });
  await app.register(brandsRoutes);
  await app.register(bannersRoutes);
  await app.register(menuRoutes);
  await app.register(ordersRoutes, { orderPayments: orderPaymentsOf(opts.db, payments) });
  await app.register(orderLiveRoutes);
  await app.register(staffRoutes, { controlToken: opts.controlToken });
  await app.register(storeDayRoutes);
  await app.register(reportRoutes);
  await app.register(storeStaffRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(consoleCouponRoutes);
  await app.register(consolePointsRoutes);
  await app.register(menuDraftRoutes);
  await app.register(deliveryRoutes, { controlToken: opts.controlToken });
  await app.register(paymentsRoutes);
  await app.register(savedCardsRoutes);
  await app.register(pointsRoutes);
  if (config.PAYMENT_PROVIDER === 'sandbox') await app.register(sandboxPayRoutes);
  await app.register(systemRoutes, { controlToken: opts.controlToken });
  await app.register(usersRoutes, { memberOrders: { linkGuestOrders, anonymiseMemberOrders } });
  await app.register(cartRoutes);
  await app.register(favoritesRoutes);
  await app.register(couponsRoutes, { hasOrderAtBrand: orderAtBrandLookup(opts.db) });
  await app.register(healthRoutes);
  await app.register(imagesRoutes, { store: opts.images ?? createImageStore(config) });
  if (app.sms.name === 'sandbox') await app.register(devSmsRoutes, { sms: app.sms as SandboxSms });

  const webRoot = opts.webRoot ?? WEB_DIST;
  if (opts.serveWeb !== false && existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(webPlugin, { root: webRoot, db: opts.db });
  }

  return app;
}
