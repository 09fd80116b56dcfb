import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Fund } from '@drawfront/shared/contract/funds';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { makeDefaultFund, removeFund } from '../api/funds-api';
import { useCardMethod } from '../hooks/use-card-method';
import { cardName } from '@drawfront/shared/format/card-label';
import { AddCardForm } from './add-card-form';
import { CardList } from './card-list';
import './funds.css';

export type CardsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & { clock?: () => Date };

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** A press of "Make default" or "Remove" on one saved card. */
interface CardAction {
  fund: Fund;
  action: 'default' | 'remove';
}

/**
 * /my-account/cards-and-accounts: saved cards (make default, remove) and the add-card form. With
 * `?returnTo=/cart/buy` (checkout's or the deposit page's "Add a card"), a new card becomes the default and
 * the customer goes straight back (groups spec §4 "Add card during checkout: sets the card as default, then deposits and purchases").
 */
export function CardsPage({ api, i18n, navigate, site, clock = () => new Date() }: CardsPageProps) {
  const heading = i18n.t('account.cards.heading', 'Cards and accounts');
  usePageTitle(heading, site.name);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const method = useCardMethod(api);
  const [funds, setFunds] = useState<Fund[] | null>(null);
  // Which card's buttons show busy; whether an action is on its way is the submit hook's state.
  const [actingOn, setActingOn] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const loaded = method.status === 'success' ? method.data : undefined;

  useEffect(() => {
    if (loaded !== undefined) setFunds(loaded?.funds ?? []);
  }, [loaded]);

  // One card action at a time across the list, as the API's default card is one per customer.
  const cardAction = useSubmitOnce<CardAction, CardAction, string>({
    send: async (input) => {
      if (input.action === 'default') await makeDefaultFund(api, input.fund.id);
      else await removeFund(api, input.fund.id);
      return input;
    },
    toFailure: (error) => errorMessage(error),
    onSuccess: ({ fund, action }) => {
      const card = cardName(fund);
      if (action === 'default') {
        setFunds((current) => (current ?? []).map((item) => ({ ...item, default: item.id === fund.id })));
        setNotice({ tone: 'success', text: i18n.t('account.cards.default-done', '{card} is now your default card.', { card }) });
      } else {
        setFunds((current) => (current ?? []).filter((item) => item.id !== fund.id));
        setNotice({ tone: 'success', text: i18n.t('account.cards.removed', '{card} was removed.', { card }) });
        // The focused button is gone; land on the list heading so keyboard users keep their place.
        listHeadingRef.current?.focus();
      }
    },
  });
  const busyId = cardAction.state.status === 'submitting' ? actingOn : null;

  const act = async (fund: Fund, action: CardAction['action']) => {
    if (busyId) return;
    setActingOn(fund.id);
    setNotice(null);
    const outcome = await cardAction.submit({ fund, action });
    if (outcome.status === 'error') setNotice({ tone: 'error', text: outcome.failure });
  };

  const added = async (fund: Fund) => {
    setFunds((current) => [...(current ?? []).map((item) => (fund.default ? { ...item, default: false } : item)), fund]);
    setNotice({ tone: 'success', text: i18n.t('account.cards.added', '{card} was added.', { card: cardName(fund) }) });
    if (!returnTo) return;
    try {
      if (!fund.default) await makeDefaultFund(api, fund.id);
      navigate(returnTo);
    } catch (error) {
      // The card is saved; only the default failed. Stay, say so, and let the customer carry on by hand.
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  };

  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {returnTo ? (
        <p className="account-funds__intro">
          {i18n.t('account.cards.return-intro', "Add a card and we'll take you straight back to where you were.")}{' '}
          <ShellLink to={returnTo} navigate={navigate}>
            {i18n.t('account.cards.return-back', 'Go back without adding a card')}
          </ShellLink>
        </p>
      ) : null}
      {method.status === 'loading' ? (
        <p role="status" className="account-funds__loading">
          {i18n.t('account.cards.loading', 'Loading your cards')}
        </p>
      ) : null}
      {method.status === 'error' ? <LoadError title={i18n.t('account.cards.load-error', "We couldn't load your cards")} error={method.error} i18n={i18n} onRetry={method.retry} /> : null}
      <div aria-live="polite" className="account-funds__notice">
        {notice?.tone === 'success' ? <p className="account-funds__success">{notice.text}</p> : null}
      </div>
      {notice?.tone === 'error' ? <Alert tone="error">{notice.text}</Alert> : null}
      {method.status === 'success' && funds ? (
        <>
          <section className="account-funds__section" aria-labelledby="account-saved-cards-heading">
            <h2 id="account-saved-cards-heading" ref={listHeadingRef} tabIndex={-1} className="account-funds__subheading">
              {i18n.t('account.cards.saved-heading', 'Saved cards')}
            </h2>
            {funds.length === 0 ? (
              <p className="account-funds__empty">{i18n.t('account.cards.empty', "You haven't saved a card yet.")}</p>
            ) : (
              <CardList funds={funds} i18n={i18n} busyId={busyId} onMakeDefault={(fund) => void act(fund, 'default')} onRemove={(fund) => void act(fund, 'remove')} />
            )}
          </section>
          <section className="account-funds__section">
            <AddCardForm api={api} i18n={i18n} cscRequired={method.data?.rules.cscRequired ?? true} fromYear={clock().getFullYear()} onAdded={(fund) => void added(fund)} />
          </section>
        </>
      ) : null}
    </div>
  );
}
