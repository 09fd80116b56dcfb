import type { ReactNode } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { formatMoney } from '@drawfront/shared/format/money';
import { entryLabel } from '@drawfront/shared/rules/entry-label';
import { isPausedStatus } from '@drawfront/shared/rules/recurring-status';
import { entriesText, frequencyText, lastAttemptText, minimumJackpotText, statusText, whenText } from '../model/recurring-texts';

export interface RecurringFactsProps {
  record: Autoplay;
  i18n: I18n;
  site: SiteInfo;
  /** The ticket page's whole account: also the way to play, the minimum jackpot, when it was last tried and since when it runs. */
  full?: boolean;
}

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** What an autoplay or subscription buys and when, and how it stands: the list card's facts, or the ticket page's. */
export function RecurringFacts({ record, i18n, site, full = false }: RecurringFactsProps) {
  const paused = isPausedStatus(record.status);
  const cancelled = record.status === 'recurring_status_cancelled';
  const last = lastAttemptText(record, i18n);
  const way = full ? entryLabel(record.gameType, record.games, i18n) : null;
  const when = (iso: string) => whenText(iso, site);
  return (
    <dl className="account-recurring-card__facts">
      <Fact term={i18n.t('account.recurring.status', 'Status')} className={`account-recurring-card__status account-recurring-card__status--${paused ? 'paused' : cancelled ? 'cancelled' : 'active'}`}>
        {statusText(record, i18n)}
        {record.status === 'recurring_status_timed_pause' && record.pausedUntil ? ` ${i18n.t('account.recurring.until', 'until {when}', { when: when(record.pausedUntil) })}` : ''}
      </Fact>
      <Fact term={i18n.t('account.recurring.plays', 'Plays')}>{frequencyText(record, site)}</Fact>
      <Fact term={i18n.t('account.recurring.entries', 'Each draw')}>
        {entriesText(record, i18n)}, {formatMoney(record.pricePerDraw.amount, record.pricePerDraw.currency, site.locale)}
      </Fact>
      {way ? <Fact term={i18n.t('account.tickets.way', 'Way to play')}>{way}</Fact> : null}
      {full && record.productType === 'lottery_ticket' ? <Fact term={i18n.t('account.recurring.minimum-jackpot', 'Minimum jackpot')}>{minimumJackpotText(record, site, i18n)}</Fact> : null}
      <Fact term={i18n.t('account.recurring.fund', 'Paid from')}>
        {record.defaultFund.kind === 'card' ? i18n.t('account.recurring.fund-card', 'Your default card') : i18n.t('account.recurring.fund-wallet', 'Your wallet balance')}
      </Fact>
      {record.nextDraw && !paused ? (
        <Fact term={i18n.t('account.recurring.next', 'Next draw')}>{i18n.t('account.recurring.next-draw', 'Draw {drawNo}, {when}', { drawNo: record.nextDraw.drawNo, when: when(record.nextDraw.drawDate) })}</Fact>
      ) : null}
      {last ? (
        <Fact term={i18n.t('account.recurring.last-attempt', 'Last attempt')}>
          {full && record.lastAttemptAt ? i18n.t('account.recurring.last-attempt-at', '{status}, {when}', { status: last, when: when(record.lastAttemptAt) }) : last}
        </Fact>
      ) : full ? (
        <Fact term={i18n.t('account.recurring.last-attempt', 'Last attempt')}>{i18n.t('account.recurring.no-attempt', 'Not tried yet: its first draw is still to come')}</Fact>
      ) : null}
      {full ? <Fact term={i18n.t('account.recurring.started', 'Set up')}>{when(record.createdAt)}</Fact> : null}
    </dl>
  );
}
