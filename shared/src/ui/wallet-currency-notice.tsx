import type { ReactNode } from 'react';
import type { I18n } from '../contract/i18n';
import { subVariantHref, wrongCurrency, wrongCurrencyMessage } from '../rules/wallet-currency';
import type { CurrencySite, WrongCurrency } from '../rules/wallet-currency';
import { createSessionStore } from '../stores/session-store';
import type { SessionStore } from '../stores/session-store';
import { useBuyGuard } from './play-break-notice';
import { useStore } from './use-store';
import './ui.css';

type CurrencySiteInfo = CurrencySite;

/** Hooks may not be skipped: without a guard they read this empty session. */
const NO_SESSION = createSessionStore();

/**
 * The signed-in customer's wallet against the site browsed (`rules/wallet-currency.ts`), from the session the
 * shell keeps: null while signed out or when the wallet can pay here.
 */
export function useWrongCurrency(session: SessionStore, site: CurrencySiteInfo): WrongCurrency | null {
  const state = useStore(session);
  return wrongCurrency(state.customer?.balance.currency, site);
}

export interface WrongCurrencyNoticeProps {
  mismatch: WrongCurrency;
  site: CurrencySiteInfo;
  i18n: I18n;
  /** Where the customer is: the link opens the same page on the sub-variant in their currency. */
  location?: { pathname: string; search: string };
}

/** Tells a customer this site cannot charge their wallet, and links the same page on the site that can. */
export function WrongCurrencyNotice({ mismatch, site, i18n, location = window.location }: WrongCurrencyNoticeProps) {
  return (
    <div className="df-ui-wrong-currency" role="note" aria-label={i18n.t('wallet-currency.notice.label', 'Your wallet is in another currency')}>
      <p className="df-ui-wrong-currency__title">{i18n.t('wallet-currency.notice.title', 'Your wallet is in {currency}', { currency: mismatch.walletCurrency })}</p>
      <p className="df-ui-wrong-currency__text">{wrongCurrencyMessage(site, mismatch)}</p>
      {mismatch.buyOn ? (
        // A full page load: the shell reads the sub-variant when it boots.
        <a href={subVariantHref(mismatch.buyOn, location)}>{i18n.t('wallet-currency.notice.link', 'Go to the {site} site', { site: mismatch.buyOn })}</a>
      ) : null}
    </div>
  );
}

/**
 * A buy button, or the wrong-currency notice in its place while the signed-in customer's wallet is in another
 * currency than the site's (the API would refuse with `currency_not_charged`). Reads the nearest
 * BuyGuardProvider, as `GuardedBuy` does; without one the button shows.
 */
export function CurrencyGuardedBuy({ children }: { children: ReactNode }) {
  const guard = useBuyGuard();
  const site = { currency: guard?.site.currency ?? '', subVariant: guard?.site.subVariant ?? '', subVariants: guard?.site.subVariants };
  const mismatch = useWrongCurrency(guard?.session ?? NO_SESSION, site);
  // A guard without the site's currency (a test's bare site) cannot tell: the button shows, and the API decides.
  if (!guard || !mismatch || site.currency === '') return <>{children}</>;
  return <WrongCurrencyNotice mismatch={mismatch} site={site} i18n={guard.i18n} />;
}
