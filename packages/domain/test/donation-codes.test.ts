import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidDonationCode, WELL_KNOWN_DONATION_CODES } from '../src/index';

const shipped = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../data/donation-codes.json'), 'utf8'),
) as { codes: { code: string; name: string; source: string }[] };

describe('well-known donation codes', () => {
  it('are the entries of data/donation-codes.json, each with its source', () => {
    expect(WELL_KNOWN_DONATION_CODES).toEqual(shipped.codes.map(({ code, name }) => ({ code, name })));
    for (const entry of shipped.codes) expect(entry.source.length).toBeGreaterThan(10);
  });

  it('are valid donation codes, each once', () => {
    for (const { code } of WELL_KNOWN_DONATION_CODES) expect(isValidDonationCode(code)).toBe(true);
    const codes = WELL_KNOWN_DONATION_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
