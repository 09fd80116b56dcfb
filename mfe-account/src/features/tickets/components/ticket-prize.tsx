import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { prizeStatusText } from '../model/outcome-texts';
import { telHref } from '../model/support-contact';
import type { SupportContact } from '../model/support-contact';

export interface TicketPrizeProps {
  outcome: TicketOutcome;
  support: SupportContact;
  i18n: I18n;
}

/**
 * A won prize in words ("You won $12.40", "Paid to your wallet"), so a win never shows by colour alone.
 * A prize over the claim threshold is not paid to the wallet: the customer is told how to reach us.
 */
export function TicketPrize({ outcome, support, i18n }: TicketPrizeProps) {
  const state = prizeStatusText(outcome.prizeStatus, i18n);
  if (!outcome.prize || !state) return null;
  return (
    <div className="account-ticket-prize">
      <p className="account-ticket-prize__won">{i18n.t('account.ticket.you-won', 'You won {amount}', { amount: i18n.money(outcome.prize.amount) })}</p>
      <p className="account-ticket-prize__state">{state}</p>
      {outcome.prizeStatus === 'claim_required' ? <ClaimContact support={support} i18n={i18n} /> : null}
    </div>
  );
}

/** The site's phone and email, whichever it has, as links. */
function ClaimContact({ support, i18n }: { support: SupportContact; i18n: I18n }) {
  if (!support.supportNumber && !support.supportEmail) return null;
  return (
    <ul className="account-ticket-prize__contact" aria-label={i18n.t('account.ticket.claim-contact', 'Contact us')}>
      {support.supportNumber ? (
        <li>
          {i18n.t('account.ticket.claim-phone', 'Phone')}{' '}
          <a className="df-ui-link" href={telHref(support.supportNumber)}>
            {support.supportNumber}
          </a>
        </li>
      ) : null}
      {support.supportEmail ? (
        <li>
          {i18n.t('account.ticket.claim-email', 'Email')}{' '}
          <a className="df-ui-link" href={`mailto:${support.supportEmail}`}>
            {support.supportEmail}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
