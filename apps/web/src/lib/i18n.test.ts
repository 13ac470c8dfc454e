import { describe, expect, it } from 'vitest';
import { i18n, loadStrings, type StringKey, t, useTranslation } from './i18n';

describe('t', () => {
  it('reads a nested key of the core catalogue and fills its placeholders', () => {
    expect(t('app.name')).toBe(i18n.t('app.name'));
    expect(t('app.name')).not.toBe('app.name');
    expect(t('errors.withStatus', { text: 'x', status: 503, message: 'm' })).toContain('503');
  });

  it('keeps a placeholder without a value and reads a missing key as the key (as i18next did)', () => {
    expect(t('errors.withStatus', { text: 'x' })).toContain('{{status}}');
    expect(t('app.nothingHere' as StringKey)).toBe('app.nothingHere');
    expect(t('app' as StringKey)).toBe('app');
  });

  it('reads a lazy part once loadStrings has added it', async () => {
    expect(t('member.favorites.count', { count: 2 })).toBe('member.favorites.count');
    await loadStrings('member', 'member');
    expect(t('member.favorites.count', { count: 2 })).toContain('2');
    expect(t('app.name')).not.toBe('app.name');
  });

  it('gives components one stable t', () => {
    expect(useTranslation().t).toBe(t);
  });
});
