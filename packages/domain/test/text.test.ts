/** The shared text schema refuses NUL (issue #10 §1; DESIGN.md "Security and integrity"). */
import { describe, expect, it } from 'vitest';
import {
  NUL_MESSAGE,
  UNPAIRED_SURROGATE_MESSAGE,
  ZCreateOrderRequest,
  ZIdentifierParams,
  ZMemberName,
  ZOrderIdParams,
  zText,
} from '../src/index';

describe('zText (issue #10 §1)', () => {
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
