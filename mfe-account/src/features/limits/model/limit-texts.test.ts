import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSpendLimit, buildSpendLimits, SUNDAY_10AM } from '../../../testing/build-spend-limits';
import { coolingOffRule, limitTitle, pendingText, removalWarning, removedMessage, resetText, savedMessage, spentText } from './limit-texts';
import { currentPeriodText, perPeriodText, periodLabel, periodWord } from './period-text';

const i18n = buildI18n(buildSite());

describe('period texts', () => {
  it.each([
    ['daily', 'Daily', 'daily', 'today', 'a day'],
    ['weekly', 'Weekly', 'weekly', 'this week', 'a week'],
    ['monthly', 'Monthly', 'monthly', 'this month', 'a month'],
  ] as const)('words %s', (period, label, word, current, per) => {
    expect(periodLabel(period, i18n)).toBe(label);
    expect(periodWord(period, i18n)).toBe(word);
    expect(currentPeriodText(period, i18n)).toBe(current);
    expect(perPeriodText(period, i18n)).toBe(per);
    expect(limitTitle(period, i18n)).toBe(`${label} limit`);
  });
});

describe('limit texts', () => {
  it('states the cooling-off rule with the number of days', () => {
    expect(coolingOffRule(7, i18n)).toBe('A new or lower limit applies straight away; a higher limit, or removing a limit, applies after 7 days.');
    expect(coolingOffRule(1, i18n)).toContain('applies after 1 day.');
    expect(coolingOffRule(0, i18n)).toBe('Any change to a limit applies straight away.');
  });

  it('says how much of the limit is spent this period and when it resets', () => {
    expect(spentText(buildSpendLimit(), i18n)).toBe('$12.50 of $50.00 spent today');
    expect(spentText(buildSpendLimit({ period: 'monthly' }), i18n)).toBe('$12.50 of $50.00 spent this month');
    expect(resetText(buildSpendLimit(), i18n)).toBe('Resets Mon 23 Nov, 12:00 am');
  });

  it('words a pending higher limit and a pending removal', () => {
    expect(pendingText({ limit: { amount: 8000, currency: 'AUD' }, effectiveAt: SUNDAY_10AM }, i18n)).toBe('Your new limit of $80.00 applies from Sun 29 Nov, 10:00 am');
    expect(pendingText({ limit: null, effectiveAt: SUNDAY_10AM }, i18n)).toBe('This limit will be removed on Sun 29 Nov, 10:00 am');
  });

  it('warns that a removal waits out the cooling-off period', () => {
    expect(removalWarning('weekly', 7, i18n)).toBe('Removing your weekly limit takes 7 days. Until then your current limit still applies.');
    expect(removalWarning('daily', 0, i18n)).toBe('Your daily limit will be removed straight away.');
  });

  it('confirms a save from the answer: applied now, or from a date', () => {
    expect(savedMessage('daily', buildSpendLimits([buildSpendLimit({ limit: { amount: 2000, currency: 'AUD' } })]), i18n)).toBe('Your daily limit is now $20.00.');
    const pending = buildSpendLimits([buildSpendLimit({ pending: { limit: { amount: 8000, currency: 'AUD' }, effectiveAt: SUNDAY_10AM } })]);
    expect(savedMessage('daily', pending, i18n)).toBe('Your new daily limit of $80.00 applies from Sun 29 Nov, 10:00 am.');
  });

  it('confirms a removal from the answer: on a date, or done', () => {
    const pending = buildSpendLimits([buildSpendLimit({ pending: { limit: null, effectiveAt: SUNDAY_10AM } })]);
    expect(removedMessage('daily', pending, i18n)).toBe('Your daily limit will be removed on Sun 29 Nov, 10:00 am.');
    expect(removedMessage('daily', buildSpendLimits([]), i18n)).toBe('Your daily limit has been removed.');
  });
});
