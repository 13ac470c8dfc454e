/** The shared text schema refuses NUL (DESIGN.md "Security and integrity"). */
import { describe, expect, it } from 'vitest';
import {
  BIDI_CONTROL_MESSAGE,
  hasBidiControl,
  NUL_MESSAGE,
  trimInvisible,
  UNPAIRED_SURROGATE_MESSAGE,
  VALIDATION_MESSAGES,
  ZCartItem,
  ZCreateOrderRequest,
  ZIdentifierParams,
  ZMemberName,
  ZOrderIdParams,
  ZOrderResponse,
  ZShippingInfos,
  zPlainText,
  zText,
  zTrimmedText,
} from '../src/index';

describe('zText', () => {
  it('refuses a NUL anywhere in the text with the zh-TW message, and keeps chaining like z.string()', () => {
    const schema = zText().trim().min(1).max(5);
    for (const text of ['\u0000', 'a\u0000', '\u0000b', '中\u0000文']) {
      const result = schema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
    expect(schema.parse(' 中文 ')).toBe('中文');
    expect(schema.safeParse('123456').success).toBe(false);
    expect(zText().parse('line\nbreak\ttab')).toBe('line\nbreak\ttab');
  });

  it('refuses half of a surrogate pair (either half, anywhere) and keeps whole pairs', () => {
    for (const text of ['\ud800', 'a\udc00', '中\ud83d文', '\ude00😀']) {
      const result = zText().safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UNPAIRED_SURROGATE_MESSAGE);
    }
    expect(zText().parse('不要香菜😀')).toBe('不要香菜😀');
    // A NUL is told as a NUL, whatever else the text holds.
    expect(zText().safeParse('\u0000\ud800').error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });

  it('guards the shared request fields and path parameters', () => {
    expect(ZMemberName.safeParse('王\u0000').success).toBe(false);
    expect(ZIdentifierParams.safeParse({ identifier: 'shop\u0000' }).success).toBe(false);
    expect(ZOrderIdParams.safeParse({ orderId: '\u0000' }).success).toBe(false);
    expect(ZCreateOrderRequest.shape.memo.safeParse('x\u0000').success).toBe(false);
  });
});

describe('bidi controls and invisible-only text (spec §5 forms)', () => {
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const MARKS = ['\u200e', '\u200f', '\u061c'];
  const messageOf = (
    schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues[0]?.message;

  it('refuses a bidi control anywhere in typed text, never stripping it', () => {
    for (const c of [...BIDI, ...MARKS]) {
      expect(hasBidiControl(`王${c}小明`)).toBe(true);
      for (const text of [c, `王小明${c}`, `${c}05$`]) {
        expect(messageOf(zPlainText(), text)).toBe(BIDI_CONTROL_MESSAGE);
        expect(messageOf(zTrimmedText(50), text)).toBe(BIDI_CONTROL_MESSAGE);
      }
    }
    expect(messageOf(ZCreateOrderRequest.shape.memo, '不要\u202e餐具')).toBe(BIDI_CONTROL_MESSAGE);
    expect(messageOf(ZCartItem.shape.memo, '飯少\u2067')).toBe(BIDI_CONTROL_MESSAGE);
    expect(messageOf(ZShippingInfos.shape.shipping_address, '松仁路\u202e號001')).toBe(BIDI_CONTROL_MESSAGE);
    // zText alone (responses, ids) still takes them: rows stored before the rule are served.
    expect(zText().parse('王\u202e小明')).toBe('王\u202e小明');
  });

  it('trims invisible characters at both ends, so a name of nothing else is empty', () => {
    expect(trimInvisible('\u200b \u200c王小明\u2060\ufeff\u3000')).toBe('王小明');
    expect(trimInvisible('王\u200b小明')).toBe('王\u200b小明');
    const name = ZCreateOrderRequest.shape.name;
    for (const blank of ['\u200b', '\u200d', '\u200b\u200c\u200d\u2060\ufeff', ' \u200b\t\n']) {
      expect(trimInvisible(blank)).toBe('');
      expect(messageOf(name, blank)).toBe(VALIDATION_MESSAGES.name);
    }
    expect(messageOf(ZShippingInfos.shape.recipient, '\u200b')).toBe('請輸入收件人');
  });

  it('keeps the zero-width joiner inside emoji sequences', () => {
    const family = '👨\u200d👩\u200d👧';
    const flag = '🏳️\u200d🌈';
    expect(zTrimmedText(50).parse(`${family}王小明${flag}`)).toBe(`${family}王小明${flag}`);
    expect(ZCreateOrderRequest.shape.memo.parse(`全家${family}`)).toBe(`全家${family}`);
  });

  it('serves stored shipping infos as they are in order responses', () => {
    const stored = ZOrderResponse.shape.shipping_infos.unwrap();
    const infos = {
      recipient: '\u202e明小王',
      phone: '0912345678',
      shipping_city: '臺北市',
      shipping_district: '信義區',
      shipping_address: '松仁路100號',
      shipping_floor: '',
    };
    expect(stored.parse(infos)).toEqual(infos);
  });
});
