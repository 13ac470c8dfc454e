/**
 * Mitake (三竹簡訊) HTTP SMS adapter. Mitake's SmSend API takes the account, the destination as a Taiwan
 * mobile number (09xxxxxxxx) or an international number, and the UTF-8 body, and answers with lines of
 * `key=value`; `statuscode` 0-4 means accepted.
 */
import type { SmsProvider } from './index';

export interface MitakeOptions {
  url: string;
  username: string;
  password: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** Destination as Mitake expects it: Taiwan mobiles with the trunk 0, others with + and country code. */
export function mitakeDestination(countryCode: string, phone: string): string {
  return countryCode === '886' ? `0${phone}` : `+${countryCode}${phone}`;
}

/** The Mitake adapter. send() throws when Mitake answers with a status other than 0-4 or HTTP failure. */
export function createMitakeSms(options: MitakeOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'mitake',
    async send(message) {
      const body = new URLSearchParams({
        username: options.username,
        password: options.password,
        dstaddr: mitakeDestination(message.country_code, message.phone),
        smbody: message.text,
        CharsetURL: 'UTF-8',
      });
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      const status = /^statuscode=(\S+)\s*$/m.exec(text)?.[1];
      if (!res.ok || status === undefined || !/^[0-4]$/.test(status)) {
        throw new Error(
          `Mitake SMS refused the message (HTTP ${res.status}, statuscode ${status ?? 'none'})`,
        );
      }
    },
  };
}
