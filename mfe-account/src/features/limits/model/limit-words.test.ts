import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { periodLimitsPageWords, periodLimitWords } from './limit-words';

const i18n = buildI18n(buildSite());

describe('period limit words', () => {
  it('words a spend limit card as "your daily limit"', () => {
    expect(periodLimitWords('spend', 'daily', i18n)).toEqual({
      title: 'Daily limit',
      none: "You haven't set a daily limit.",
      set: 'Set daily limit',
      change: 'Change daily limit',
      remove: 'Remove daily limit',
      removeFailed: 'Your daily limit was not removed',
    });
  });

  it('words a deposit limit card as "your weekly deposit limit"', () => {
    expect(periodLimitWords('deposit', 'weekly', i18n)).toEqual({
      title: 'Weekly deposit limit',
      none: "You haven't set a weekly deposit limit.",
      set: 'Set weekly deposit limit',
      change: 'Change weekly deposit limit',
      remove: 'Remove weekly deposit limit',
      removeFailed: 'Your weekly deposit limit was not removed',
    });
  });

  it('keeps each kind under its own text keys, so a site can word them apart', () => {
    const keys: string[] = [];
    const recording = { ...i18n, t: (key: string, fallback: string, params?: Record<string, string | number>) => (keys.push(key), i18n.t(key, fallback, params)) };
    periodLimitWords('deposit', 'monthly', recording);
    periodLimitsPageWords('spend', recording);
    expect(keys.filter((key) => !key.includes('.word.') && !key.includes('.period.'))).toEqual([
      'account.deposit-limits.title',
      'account.deposit-limits.none',
      'account.deposit-limits.set',
      'account.deposit-limits.change',
      'account.deposit-limits.remove',
      'account.deposit-limits.remove-failed',
      'account.limits.heading',
      'account.limits.loading',
      'account.limits.load-error',
    ]);
  });

  it('names each page and what it says while loading or after a failed load', () => {
    expect(periodLimitsPageWords('spend', i18n)).toEqual({ heading: 'Spend limits', loading: 'Loading your spend limits', loadError: "We couldn't load your spend limits" });
    expect(periodLimitsPageWords('deposit', i18n)).toEqual({ heading: 'Deposit limits', loading: 'Loading your deposit limits', loadError: "We couldn't load your deposit limits" });
  });
});
