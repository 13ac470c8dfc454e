/**
 * Device fields sent with login and register (spec §7 login fields; spec §9: app version "iDing 2.8.7",
 * device token "iding-client", platform and model from the user agent, last 50 characters kept).
 */
import { APP_VERSION, LOGIN_DEVICE_TOKEN } from '@iding/domain';

/** The device fields of the file comment, plus `identifier` when a store is known. */
export function deviceFields(identifier?: string | null) {
  const ua = globalThis.navigator?.userAgent ?? '';
  return {
    ...(identifier ? { identifier } : {}),
    app_version: APP_VERSION,
    device_token: LOGIN_DEVICE_TOKEN,
    platform: 'web',
    model: ua.slice(-50),
  };
}
