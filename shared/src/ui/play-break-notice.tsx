import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { I18n } from '../contract/i18n';
import type { RemoteProps } from '../contract/remote-props';
import type { SiteInfo } from '../contract/site';
import { isPlayBreakActive, playBreakNotice } from '../rules/play-break';
import type { PlayBreak } from '../rules/play-break';
import { usePathTo } from '../routes/use-path-to';
import { createSessionStore } from '../stores/session-store';
import type { SessionStore } from '../stores/session-store';
import { ShellLink } from './shell-link';
import { useStore } from './use-store';
import './ui.css';

/**
 * The break or self-exclusion in force for the signed-in customer, or null. Read from the session the
 * shell keeps (it re-reads `GET /customer` on `customer/changed`), so every remote agrees without a call
 * of its own; the API refuses the spend anyway, this only spares the customer a button that cannot work.
 */
export function usePlayBreakInForce(session: SessionStore, now: () => Date = () => new Date()): PlayBreak | null {
  const state = useStore(session);
  const playBreak = state.customer?.playBreak ?? null;
  return playBreak && isPlayBreakActive(playBreak, now()) ? playBreak : null;
}

/** Hooks may not be skipped: without a provider they read this empty session. */
const NO_SESSION = createSessionStore();

export interface PlayBreakNoticeProps {
  playBreak: PlayBreak;
  site: Pick<SiteInfo, 'locale' | 'timeZone' | 'capabilities' | 'routeOverrides'>;
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

/** The one notice every remote shows in place of buy buttons, with the way to the break's page. */
export function PlayBreakNotice({ playBreak, site, i18n, navigate }: PlayBreakNoticeProps) {
  const pathTo = usePathTo(site);
  const breakPath = pathTo('take-a-break');
  return (
    <div className="df-ui-play-break" role="note" aria-label={i18n.t('play-break.notice.label', 'You are on a break from play')}>
      <p className="df-ui-play-break__text">{playBreakNotice(playBreak, site.locale, site.timeZone)}</p>
      {breakPath ? (
        <ShellLink to={breakPath} navigate={navigate}>
          {i18n.t('play-break.notice.link', 'See my break')}
        </ShellLink>
      ) : null}
    </div>
  );
}

export interface BuyOrBreakProps extends Omit<PlayBreakNoticeProps, 'playBreak'> {
  session: SessionStore;
  /** The buy button(s) shown while no break is in force. */
  children: ReactNode;
  now?: () => Date;
}

/** A buy button, or the break notice in its place while the customer is on a break or self-excluded. */
export function BuyOrBreak({ session, children, now, ...notice }: BuyOrBreakProps) {
  const playBreak = usePlayBreakInForce(session, now);
  return playBreak ? <PlayBreakNotice playBreak={playBreak} {...notice} /> : <>{children}</>;
}

/** What a buy guard knows: the break notice's props, and the site's currencies for the wrong-currency guard. */
type BuyGuard = Omit<BuyOrBreakProps, 'children' | 'site'> & { site: BuyOrBreakProps['site'] & Partial<Pick<SiteInfo, 'currency' | 'subVariant' | 'subVariants'>> };

const BuyGuardContext = createContext<BuyGuard | null>(null);

/**
 * A remote's root gives every buy button below it the session and site to guard with, so pages deep in
 * the tree need no extra props. Inside one remote only: the shell ↔ remote contract stays props.
 */
export function BuyGuardProvider({ children, ...guard }: BuyGuard & { children: ReactNode }) {
  return <BuyGuardContext.Provider value={guard}>{children}</BuyGuardContext.Provider>;
}

/** BuyOrBreak with the guard of the nearest BuyGuardProvider; without one (a component alone in a test) the button shows. */
export function GuardedBuy({ children }: { children: ReactNode }) {
  const guard = useContext(BuyGuardContext);
  return guard ? <BuyOrBreak {...guard}>{children}</BuyOrBreak> : <>{children}</>;
}

/** The session, site and i18n of the nearest BuyGuardProvider (null without one), for other guards of buy buttons. */
export function useBuyGuard(): BuyGuard | null {
  return useContext(BuyGuardContext);
}

/** The break in force under the nearest BuyGuardProvider (null without one), for pages that word more than one button. */
export function useGuardedPlayBreak(): PlayBreak | null {
  const guard = useContext(BuyGuardContext);
  const playBreak = usePlayBreakInForce(guard?.session ?? NO_SESSION, guard?.now);
  return guard ? playBreak : null;
}

/** The break notice alone, where a page lists what could be bought (home, lists): nothing while no break is in force. */
export function PlayBreakBanner() {
  return <GuardedBuy>{null}</GuardedBuy>;
}
