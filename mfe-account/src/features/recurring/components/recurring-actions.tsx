import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { isPausedStatus } from '@drawfront/shared/rules/recurring-status';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { changeStatus, setMinimumJackpot, setSubscriptionTickets } from '../api/recurring-api';
import type { RecurringKind } from '../api/recurring-api';
import { actionFailure, dayStartIso } from '../model/recurring-action';
import type { RecurringAction } from '../model/recurring-action';
import { entriesText, frequencyText, nounText, whenText } from '../model/recurring-texts';

export interface RecurringActionsProps {
  record: Autoplay;
  kind: RecurringKind;
  api: ApiClient;
  i18n: I18n;
  site: SiteInfo;
  /** The record as the API answered a change. */
  onChange: (record: Autoplay) => void;
  /** Takes focus after a change (the record's heading), so the outcome is read in its context. */
  focusAfter: RefObject<HTMLElement | null>;
}

type Panel = 'none' | 'pause-until' | 'cancel' | 'jackpot' | 'tickets';

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

/**
 * Every change a customer can make to an autoplay or subscription (pause, resume, timed pause, minimum
 * jackpot, tickets, cancel), with what the change did or why it was refused. The list's cards and the
 * ticket page both use it. An opened form takes focus; Escape closes it and gives focus back to its button.
 */
export function RecurringActions({ record, kind, api, i18n, site, onChange, focusAfter }: RecurringActionsProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('none');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openers = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const opened = useRef(false);
  const noun = nounText(kind, i18n);

  const action = useSubmitOnce({
    send: (input: RecurringAction) => send(api, kind, record.autoplayId, input),
    toFailure: (error: unknown) => actionFailure(error, i18n),
    onSuccess: (answer, input) => {
      onChange(answer);
      opened.current = false;
      setPanel('none');
      setFieldError(null);
      const done: Record<RecurringAction['kind'], string> = {
        pause: i18n.t('account.recurring.paused', 'Your {noun} is paused. No entries are bought until you resume it.', { noun }),
        resume: i18n.t('account.recurring.resumed', 'Your {noun} is running again.', { noun }),
        'pause-until': i18n.t('account.recurring.paused-until', 'Your {noun} is paused until {when}.', { noun, when: answer.pausedUntil ? whenText(answer.pausedUntil, site) : '' }),
        cancel: i18n.t('account.recurring.cancelled', 'Your {noun} is cancelled.', { noun }),
        'minimum-jackpot': i18n.t('account.recurring.jackpot-saved', 'Saved: {frequency}.', { frequency: frequencyText(answer, site) }),
        tickets: i18n.t('account.recurring.tickets-saved', 'Saved: {entries}.', { entries: entriesText(answer, i18n) }),
      };
      setNotice(done[input.kind]);
      focusAfter.current?.focus();
    },
  });

  // A form the customer just opened takes focus: its field, or the confirm button.
  useEffect(() => {
    if (panel !== 'none' && opened.current) panelRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [panel]);

  const busy = action.state.status === 'submitting';
  const failure = action.state.status === 'error' ? action.state.failure : null;
  const paused = isPausedStatus(record.status);
  const cancelled = record.status === 'recurring_status_cancelled';

  const open = (next: Panel) => {
    setFieldError(null);
    setNotice(null);
    opened.current = panel !== next;
    setPanel(panel === next ? 'none' : next);
  };
  const close = () => {
    const opener = openers.current[panel];
    opened.current = false;
    setFieldError(null);
    setPanel('none');
    opener?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const opener = (which: Panel) => (element: HTMLButtonElement | null) => {
    openers.current[which] = element;
  };

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

  return (
    <>
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
          <Button ref={opener('pause-until')} variant="secondary" aria-expanded={panel === 'pause-until'} onClick={() => open('pause-until')}>
            {i18n.t('account.recurring.pause-until-open', 'Pause until a date')}
          </Button>
          {kind === 'autoplay' && record.productType === 'lottery_ticket' ? (
            <Button ref={opener('jackpot')} variant="secondary" aria-expanded={panel === 'jackpot'} onClick={() => open('jackpot')}>
              {i18n.t('account.recurring.jackpot-open', 'Change minimum jackpot')}
            </Button>
          ) : null}
          {kind === 'subscription' ? (
            <Button ref={opener('tickets')} variant="secondary" aria-expanded={panel === 'tickets'} onClick={() => open('tickets')}>
              {i18n.t('account.recurring.tickets-open', 'Change tickets')}
            </Button>
          ) : null}
          <Button ref={opener('cancel')} variant="text" aria-expanded={panel === 'cancel'} onClick={() => open('cancel')}>
            {i18n.t('account.recurring.cancel-open', 'Cancel {noun}', { noun })}
          </Button>
        </div>
      )}
      {/* Escape is handled on the wrapper: a key press bubbles up from the field or button inside. */}
      {panel === 'none' ? null : (
        <div ref={panelRef} onKeyDown={closeOnEscape}>
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
              <Button variant="text" onClick={close}>
                {i18n.t('account.recurring.cancel-keep', 'Keep it')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}
