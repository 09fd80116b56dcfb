import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { periodLabel, periodWord } from './period-text';

/** The two limits kept per period, which change by the same rules and differ in their words and calls. */
export type LimitKind = 'spend' | 'deposit';

/** A period limit's card words: its heading, what it says without a limit, and its buttons. */
export interface PeriodLimitWords {
  title: string;
  none: string;
  set: string;
  change: string;
  remove: string;
  removeFailed: string;
}

// A spend limit is "your daily limit", a deposit limit "your daily deposit limit": the same sentences,
// each under its own text key so a site can word them apart.
const KEYS: Record<LimitKind, string> = { spend: 'account.limits', deposit: 'account.deposit-limits' };
const NOUNS: Record<LimitKind, string> = { spend: 'limit', deposit: 'deposit limit' };
const PAGE_NOUNS: Record<LimitKind, string> = { spend: 'spend limits', deposit: 'deposit limits' };
const HEADINGS: Record<LimitKind, string> = { spend: 'Spend limits', deposit: 'Deposit limits' };

/** "Daily deposit limit", "You haven't set a daily deposit limit.", "Set daily deposit limit"… */
export function periodLimitWords(kind: LimitKind, period: SpendLimitPeriod, i18n: Pick<I18n, 't'>): PeriodLimitWords {
  const key = KEYS[kind];
  const noun = NOUNS[kind];
  const word = { period: periodWord(period, i18n) };
  return {
    title: i18n.t(`${key}.title`, `{period} ${noun}`, { period: periodLabel(period, i18n) }),
    none: i18n.t(`${key}.none`, `You haven't set a {period} ${noun}.`, word),
    set: i18n.t(`${key}.set`, `Set {period} ${noun}`, word),
    change: i18n.t(`${key}.change`, `Change {period} ${noun}`, word),
    remove: i18n.t(`${key}.remove`, `Remove {period} ${noun}`, word),
    removeFailed: i18n.t(`${key}.remove-failed`, `Your {period} ${noun} was not removed`, word),
  };
}

/** A period limits page's heading and what it says while the limits load or when they fail to: "Deposit limits", "Loading your deposit limits"… */
export function periodLimitsPageWords(kind: LimitKind, i18n: Pick<I18n, 't'>): { heading: string; loading: string; loadError: string } {
  const key = KEYS[kind];
  const noun = PAGE_NOUNS[kind];
  return {
    heading: i18n.t(`${key}.heading`, HEADINGS[kind]),
    loading: i18n.t(`${key}.loading`, `Loading your ${noun}`),
    loadError: i18n.t(`${key}.load-error`, `We couldn't load your ${noun}`),
  };
}
