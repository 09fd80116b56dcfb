import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { formatMoney, toMinorUnits } from '@drawfront/shared/format/money';
import { isPausedStatus } from '@drawfront/shared/rules/recurring-status';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { changeStatus, setMinimumJackpot, setSubscriptionTickets } from '../api/recurring-api';
import type { RecurringKind } from '../api/recurring-api';
import { actionFailure, dayStartIso } from '../model/recurring-action';
import type { RecurringAction } from '../model/recurring-action';
import { entriesText, frequencyText, lastAttemptText, statusText, whenText } from '../model/recurring-texts';

export interface RecurringCardProps {
  record: Autoplay;
  kind: RecurringKind;
  api: ApiClient;
  i18n: I18n;
  site: SiteInfo;
  /** The record as the API answered a change. */
  onChange: (record: Autoplay) => void;
}

function send(api: ApiClient, kind: RecurringKind, id: string, action: RecurringAction): Promise<Autoplay> {
  switch (action.kind) {
    case 'pause':
      return changeStatus(api, kind, id, { status: 'recurring_status_paused' });
    case 'resume':
      return changeStatus(api, kind, id, { status: 'recurring_status_active' });
    case 'pause-until':
      return changeStatus(api, kind, id, { status: 'recurring_status_timed_pause', pausedUntil: action.until });
    case 'cancel':
      return changeStatus(api, kind, id, { status: 'recurring_status_cancelled' });
    case 'minimum-jackpot':
      return setMinimumJackpot(api, id, action.cents);
    case 'tickets':
      return setSubscriptionTickets(api, id, action.count);
  }
}

/** One autoplay or subscription: what it buys and when, its state, and every change the customer can make. */
export function RecurringCard({ record, kind, api, i18n, site, onChange }: RecurringCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [panel, setPanel] = useState<'none' | 'pause-until' | 'cancel' | 'jackpot' | 'tickets'>('none');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, record.pricePerDraw.currency, site.locale);
  const noun = kind === 'autoplay' ? i18n.t('account.recurring.autoplay-noun', 'autoplay') : i18n.t('account.recurring.subscription-noun', 'subscription');

  const action = useSubmitOnce({
    send: (input: RecurringAction) => send(api, kind, record.autoplayId, input),
    toFailure: (error: unknown) => actionFailure(error, i18n),
    onSuccess: (answer, input) => {
      onChange(answer);
      setPanel('none');
      setFieldError(null);
      const done: Record<RecurringAction['kind'], string> = {
        pause: i18n.t('account.recurring.paused', 'Your {noun} is paused. No entries are bought until you resume it.', { noun }),
        resume: i18n.t('account.recurring.resumed', 'Your {noun} is running again.', { noun }),
        'pause-until': i18n.t('account.recurring.paused-until', 'Your {noun} is paused until {when}.', { noun, when: answer.pausedUntil ? whenText(answer.pausedUntil, site.locale) : '' }),
        cancel: i18n.t('account.recurring.cancelled', 'Your {noun} is cancelled.', { noun }),
        'minimum-jackpot': i18n.t('account.recurring.jackpot-saved', 'Saved: {frequency}.', { frequency: frequencyText(answer, site) }),
        tickets: i18n.t('account.recurring.tickets-saved', 'Saved: {entries}.', { entries: entriesText(answer, i18n) }),
      };
      setNotice(done[input.kind]);
      headingRef.current?.focus();
    },
  });
  const busy = action.state.status === 'submitting';
  const failure = action.state.status === 'error' ? action.state.failure : null;
  const paused = isPausedStatus(record.status);
  const cancelled = record.status === 'recurring_status_cancelled';
  const last = lastAttemptText(record, i18n);

  const submitJackpot = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('minimum') ?? '').trim();
    const cents = text === '' ? 0 : toMinorUnits(text);
    if (cents === null || cents < 0) {
      setFieldError(i18n.t('account.recurring.jackpot-invalid', 'Enter an amount in dollars, like 20000000, or leave it empty for every draw.'));
      return;
    }
    setNotice(null);
    void action.submit({ kind: 'minimum-jackpot', cents });
  };
  const submitPauseUntil = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const until = dayStartIso(String(new FormData(event.currentTarget).get('until') ?? ''));
    if (!until || new Date(until).getTime() <= Date.now()) {
      setFieldError(i18n.t('account.recurring.until-invalid', 'Choose a day after today.'));
      return;
    }
    setNotice(null);
    void action.submit({ kind: 'pause-until', until });
  };
  const submitTickets = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = Number(new FormData(event.currentTarget).get('tickets'));
    if (!Number.isInteger(count) || count < 1) {
      setFieldError(i18n.t('account.recurring.tickets-invalid', 'Enter a whole number of tickets from 1.'));
      return;
    }
    setNotice(null);
    void action.submit({ kind: 'tickets', count });
  };
  const open = (next: typeof panel) => {
    setFieldError(null);
    setNotice(null);
    setPanel(panel === next ? 'none' : next);
  };

  return (
    <article className="account-recurring-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-recurring-card__title">
        {record.description}
      </h2>
      <dl className="account-recurring-card__facts">
        <div>
          <dt>{i18n.t('account.recurring.status', 'Status')}</dt>
          <dd className={`account-recurring-card__status account-recurring-card__status--${paused ? 'paused' : cancelled ? 'cancelled' : 'active'}`}>
            {statusText(record, i18n)}
            {record.status === 'recurring_status_timed_pause' && record.pausedUntil ? ` ${i18n.t('account.recurring.until', 'until {when}', { when: whenText(record.pausedUntil, site.locale) })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{i18n.t('account.recurring.plays', 'Plays')}</dt>
          <dd>{frequencyText(record, site)}</dd>
        </div>
        <div>
          <dt>{i18n.t('account.recurring.entries', 'Each draw')}</dt>
          <dd>
            {entriesText(record, i18n)}, {money(record.pricePerDraw.amount)}
          </dd>
        </div>
        <div>
          <dt>{i18n.t('account.recurring.fund', 'Paid from')}</dt>
          <dd>{record.defaultFund.kind === 'card' ? i18n.t('account.recurring.fund-card', 'Your default card') : i18n.t('account.recurring.fund-wallet', 'Your wallet balance')}</dd>
        </div>
        {record.nextDraw && !paused ? (
          <div>
            <dt>{i18n.t('account.recurring.next', 'Next draw')}</dt>
            <dd>{i18n.t('account.recurring.next-draw', 'Draw {drawNo}, {when}', { drawNo: record.nextDraw.drawNo, when: whenText(record.nextDraw.drawDate, site.locale) })}</dd>
          </div>
        ) : null}
        {last ? (
          <div>
            <dt>{i18n.t('account.recurring.last-attempt', 'Last attempt')}</dt>
            <dd>{last}</dd>
          </div>
        ) : null}
      </dl>
      {record.limitPause ? (
        <Alert tone="info" titleLevel={3} title={i18n.t('account.recurring.limit-title', 'Paused by your limit')}>
          {record.limitPause.message}{' '}
          {record.limitPause.resetsAt
            ? i18n.t('account.recurring.limit-resets', 'It resets {when}, and your {noun} starts again by itself then.', { when: whenText(record.limitPause.resetsAt, site.locale), noun })
            : i18n.t('account.recurring.limit-next', 'We will try again at the next draw.')}
        </Alert>
      ) : null}
      {notice ? (
        <p className="account-recurring-card__notice" role="status">
          {notice}
        </p>
      ) : null}
      {failure ? <Alert tone="error" titleLevel={3}>{failure}</Alert> : null}
      {cancelled ? null : (
        <div className="account-recurring-card__actions">
          {paused ? (
            <Button variant="primary" busy={busy} onClick={() => void action.submit({ kind: 'resume' })}>
              {i18n.t('account.recurring.resume', 'Resume {noun}', { noun })}
            </Button>
          ) : (
            <Button variant="secondary" busy={busy} onClick={() => void action.submit({ kind: 'pause' })}>
              {i18n.t('account.recurring.pause', 'Pause {noun}', { noun })}
            </Button>
          )}
          <Button variant="secondary" aria-expanded={panel === 'pause-until'} onClick={() => open('pause-until')}>
            {i18n.t('account.recurring.pause-until-open', 'Pause until a date')}
          </Button>
          {kind === 'autoplay' && record.productType === 'lottery_ticket' ? (
            <Button variant="secondary" aria-expanded={panel === 'jackpot'} onClick={() => open('jackpot')}>
              {i18n.t('account.recurring.jackpot-open', 'Change minimum jackpot')}
            </Button>
          ) : null}
          {kind === 'subscription' ? (
            <Button variant="secondary" aria-expanded={panel === 'tickets'} onClick={() => open('tickets')}>
              {i18n.t('account.recurring.tickets-open', 'Change tickets')}
            </Button>
          ) : null}
          <Button variant="text" aria-expanded={panel === 'cancel'} onClick={() => open('cancel')}>
            {i18n.t('account.recurring.cancel-open', 'Cancel {noun}', { noun })}
          </Button>
        </div>
      )}
      {panel === 'pause-until' ? (
        <form className="account-recurring-card__form" onSubmit={submitPauseUntil} noValidate>
          <TextField label={i18n.t('account.recurring.until-label', 'Paused until')} hint={i18n.t('account.recurring.until-hint', 'It starts again by itself on this day.')} name="until" type="date" error={fieldError} required />
          <Button type="submit" busy={busy}>
            {i18n.t('account.recurring.until-save', 'Pause until this day')}
          </Button>
        </form>
      ) : null}
      {panel === 'jackpot' ? (
        <form className="account-recurring-card__form" onSubmit={submitJackpot} noValidate>
          <TextField
            label={i18n.t('account.recurring.jackpot-label', 'Only play when the jackpot is at least ($)')}
            hint={i18n.t('account.recurring.jackpot-hint', 'Leave it empty to play every draw.')}
            name="minimum"
            inputMode="decimal"
            defaultValue={record.minimumJackpotAmount ? String(record.minimumJackpotAmount.amount / 100) : ''}
            error={fieldError}
          />
          <Button type="submit" busy={busy}>
            {i18n.t('account.recurring.jackpot-save', 'Save minimum jackpot')}
          </Button>
        </form>
      ) : null}
      {panel === 'tickets' ? (
        <form className="account-recurring-card__form" onSubmit={submitTickets} noValidate>
          <TextField label={i18n.t('account.recurring.tickets-label', 'Tickets each draw')} name="tickets" type="number" min={1} defaultValue={String(record.games.length)} error={fieldError} />
          <Button type="submit" busy={busy}>
            {i18n.t('account.recurring.tickets-save', 'Save tickets')}
          </Button>
        </form>
      ) : null}
      {panel === 'cancel' ? (
        <div className="account-recurring-card__form" role="group" aria-label={i18n.t('account.recurring.cancel-open', 'Cancel {noun}', { noun })}>
          <p className="account-recurring-card__warning">{i18n.t('account.recurring.cancel-warning', 'Cancelling stops every future entry. It cannot be undone: to play again you set up a new {noun}.', { noun })}</p>
          <Button variant="primary" busy={busy} onClick={() => void action.submit({ kind: 'cancel' })}>
            {i18n.t('account.recurring.cancel-confirm', 'Yes, cancel it')}
          </Button>
          <Button variant="text" onClick={() => setPanel('none')}>
            {i18n.t('account.recurring.cancel-keep', 'Keep it')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
