import type { I18n } from '../contract/i18n';
import { entryLabel } from './entry-label';

const i18n: I18n = {
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Sydney',
  t: (_key, fallback, params = {}) => fallback.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')),
  money: (cents) => `$${(cents / 100).toFixed(2)}`,
};

describe('entryLabel', () => {
  it('names a system by its size, each size once', () => {
    expect(entryLabel('reduced_system', [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }], i18n)).toBe('System 8');
    expect(entryLabel('reduced_system', [{ numbers: Array.from({ length: 10 }, (_, i) => i) }, { numbers: [1, 2, 3, 4, 5, 6, 7, 8] }, { numbers: [1, 2, 3, 4, 5, 6, 7, 9] }], i18n)).toBe('System 8, System 10');
  });

  it('names the other ways to play, and nothing for standard games', () => {
    expect(entryLabel('powerhit', [{ numbers: [1] }], i18n)).toBe('PowerHit');
    expect(entryLabel('powerpik', [{ numbers: [1], powerball: [1, 2, 3] }], i18n)).toBe('PowerPik (3 Powerballs)');
    expect(entryLabel('random', [{}], i18n)).toBe('Random');
    expect(entryLabel('strike_boxed', [{}], i18n)).toBe('Boxed');
    expect(entryLabel('mega_combo', [{}], i18n)).toBe('Super Combo');
    expect(entryLabel('standard', [{ numbers: [1] }], i18n)).toBeNull();
  });
});
