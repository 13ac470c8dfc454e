/** The catalogue's `{{name}}` placeholders, filled the same for the web's t and the server's preview. */
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../src/placeholders';

describe('fillPlaceholders', () => {
  it('fills every placeholder, spaces inside the braces allowed, numbers written out', () => {
    expect(fillPlaceholders('今日營業：{{hours}}', { hours: '10:00–22:00' })).toBe('今日營業：10:00–22:00');
    expect(fillPlaceholders('共 {{ count }} 家店', { count: 18 })).toBe('共 18 家店');
    expect(fillPlaceholders('{{start}}–{{end}}', { start: '10:00', end: '22:00' })).toBe('10:00–22:00');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('{{a}} 與 {{b}}', { a: '甲' })).toBe('甲 與 {{b}}');
  });
});
