/**
 * Wire enumerations, numbered exactly as spec §3 "Enumerations" and §4 "States and transitions".
 * Each is a frozen object plus a union type of its values.
 */

/** spec §3 Order types. */
export const OrderType = { TAKEAWAY: 0, DINE_IN: 1, DELIVERY: 2, SHIP: 3, QR_CODE: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/**
 * Key of app_settings holding the settings of an order type (spec §3 store settings by order type). Here, not
 * beside the zod store schemas, so a screen that needs it does not ship those schemas.
 */
export const ORDER_TYPE_SETTINGS_KEY = { 0: 'ToGo', 1: 'DineIn', 2: 'Delivery', 3: 'Ship' } as const;

/** spec §3 Payment types. */
export const PaymentType = {
  CASH: 0,
  STORE_CREDIT: 1,
  CREDIT_CARD: 2,
  OTHER: 3,
  TRANSFER: 4,
  PAY_ON_DELIVERY: 5,
  LINE_PAY: 6,
  JKO_PAY: 7,
  PLUS_PAY: 8,
  TW_PAY: 9,
  PX_PAY: 10,
  EASY_WALLET: 11,
  TAISHIN_CREDIT_CARD: 12,
  GOOGLE_PAY: 98,
  APPLE_PAY: 99,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** spec §5: these are paid in person or settled offline; every other payment type is an online payment. */
const OFFLINE_PAYMENTS: readonly number[] = [
  PaymentType.CASH,
  PaymentType.STORE_CREDIT,
  PaymentType.OTHER,
  PaymentType.TRANSFER,
  PaymentType.PAY_ON_DELIVERY,
];

/** True when the payment type is an online payment (spec §5 "Money"). */
export function isOnlinePayment(paymentType: number): boolean {
  return !OFFLINE_PAYMENTS.includes(paymentType);
}

/** Every payment type paid offline (spec §5), for queries that filter by the rule above. */
export const OFFLINE_PAYMENT_TYPES: number[] = [...OFFLINE_PAYMENTS];
/** Every online payment type (spec §5), for queries that filter by the rule above. */
export const ONLINE_PAYMENT_TYPES: number[] = Object.values(PaymentType).filter(isOnlinePayment);

/** spec §4 Order status (normal orders). */
export const OrderStatus = { SUBMITTED: 1, READY: 2, COMPLETED: 3, CANCELLED: 4 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * The statuses of an order still open (spec §4: SUBMITTED 1, READY 2): still to be made or collected, so on
 * the diner's open orders, the store's board and a courier's list to book.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.SUBMITTED, OrderStatus.READY];

/** Whether an order with `status` (spec §4 Order status) is still open (OPEN_ORDER_STATUSES). */
export function isOpenOrder(status: number): boolean {
  return (OPEN_ORDER_STATUSES as readonly number[]).includes(status);
}

/** spec §4 Payment status. */
export const PaymentStatus = { UNPAID: 0, PAID_PARTIAL: 1, PAID_FULL: 2, REFUNDED: 3 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** spec §3 Member types. */
export const MemberType = { NORMAL: 0, EMPLOYEE: 1, INTERNAL: 2, VIP: 3, BLACK_LIST: 4 } as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];

/** spec §4 Delivery status. */
export const DeliveryStatus = {
  PENDING: 0,
  PICKUP: 1,
  PICKUP_COMPLETE: 2,
  DROPOFF: 3,
  DELIVERED: 4,
  CANCELED: 5,
  RETURNED: 6,
} as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** zh-TW names shown to diners. */
export const ORDER_TYPE_NAMES: Record<OrderType, string> = {
  0: '外帶',
  1: '內用',
  2: '外送',
  3: '宅配',
  4: '掃碼點餐',
};

export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  0: '現金',
  1: '儲值金',
  2: '信用卡',
  3: '其他',
  4: '轉帳',
  5: '貨到付款',
  6: 'LINE Pay',
  7: '街口支付',
  8: '全盈+PAY',
  9: '台灣Pay',
  10: '全支付',
  11: '悠遊付',
  12: '台新信用卡',
  98: 'Google Pay',
  99: 'Apple Pay',
};

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  1: '已送出',
  2: '可取餐',
  3: '已完成',
  4: '已取消',
};

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  0: '未付款',
  1: '部分付款',
  2: '已付款',
  3: '已退款',
};

/** spec §9 wire constants. */
export const APP_VERSION = 'iDing 2.8.7';
export const PRODUCT_VERSION = '2.8.7';
export const DEVICE_ID = 'WEB';
export const LOGIN_DEVICE_TOKEN = 'iding-client';
export const CART_STORAGE_KEY = 'cart';
export const ORDER_ID_STORAGE_KEY = 'orderId';
export const TIMEZONE = 'Asia/Taipei';
/** spec §9: local cart expires 3 hours after its last change (checked when the route has a uuid query). */
export const CART_EXPIRY_SECONDS = 3 * 60 * 60;
/** spec §9: time choices step by 5 minutes. */
export const TIME_STEP_MINUTES = 5;
/** Largest quantity of one cart line. */
export const MAX_ITEM_QUANTITY = 99;
