import { useEffect, useRef, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { usePlayBreak } from '../hooks/use-play-break';
import { choosablePlayBreakOptions } from '../model/play-break-choices';
import { activeHeading, activePeriodText } from '../model/play-break-texts';
import { PlayBreakFlow } from './play-break-flow';
import { PlayBreakRules } from './play-break-rules';
import './take-a-break.css';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { useInvalidate } from '@drawfront/shared/data/use-mutation';

export type TakeABreakPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'> & {
  /** The time periods are counted from (tests pass a fixed one). */
  clock?: () => Date;
};

/** /my-account/take-a-break: the break in force, if any, and choosing then confirming a (longer) break or self-exclusion. */
export function TakeABreakPage({ api, bus, i18n, site, clock = () => new Date() }: TakeABreakPageProps) {
  const heading = i18n.t('account.break.heading', 'Take a break');
  usePageTitle(heading, site.name);
  const resource = usePlayBreak(api);
  const { replace } = resource;
  const playBreak = resource.status === 'success' ? resource.data.playBreak : null;
  const zone = { locale: site.locale, timeZone: site.timeZone };
  const now = clock();
  const options = resource.status === 'success' ? choosablePlayBreakOptions(playBreak, now) : [];
  const activeHeadingRef = useRef<HTMLHeadingElement>(null);
  const [started, setStarted] = useState<PlayBreak | null>(null);
  const invalidate = useInvalidate();

  // After a confirmation the customer lands on what is now in force.
  useEffect(() => {
    if (started) activeHeadingRef.current?.focus();
  }, [started]);

  const onStarted = (next: PlayBreak) => {
    // Other pages read the break from the customer; none may go on showing buy buttons from cache,
    // and the shell re-reads it into the session every remote's buy buttons follow.
    invalidate([QUERY_KEYS.customer]);
    bus.emit({ type: 'customer/changed' });
    replace({ playBreak: next });
    setStarted(next);
  };

  return (
    <div className="account-break">
      <PageHeading intro={i18n.t('account.break.intro', 'Step away from play for a while, or exclude yourself for longer.')}>{heading}</PageHeading>
      <PlayBreakRules i18n={i18n} />
      {resource.status === 'loading' ? (
        <p role="status" className="account-break__loading">
          {i18n.t('account.break.loading', 'Loading your play settings')}
        </p>
      ) : null}
      {resource.status === 'error' ? (
        <LoadError title={i18n.t('account.break.load-error', "We couldn't check whether you're on a break")} error={resource.error} i18n={i18n} onRetry={resource.retry} />
      ) : null}
      {resource.status === 'success' ? (
        <>
          {playBreak ? (
            <h2 ref={activeHeadingRef} tabIndex={-1} className="account-break__subheading">
              {activeHeading(playBreak.kind, i18n)}
            </h2>
          ) : null}
          {/* Always there once loaded, so a break confirmed here is announced as it appears. */}
          <div role="status" className={playBreak ? 'account-break__active' : undefined}>
            {playBreak ? (
              <>
                <p className="account-break__notice">{playBreakNotice(playBreak, zone.locale, zone.timeZone)}</p>
                <p>{activePeriodText(playBreak.period, i18n)}</p>
              </>
            ) : null}
          </div>
          {options.length > 0 ? (
            <PlayBreakFlow
              key={playBreak ? `${playBreak.period}-${playBreak.startsAt}` : 'none'}
              options={options}
              extending={playBreak !== null}
              now={now}
              zone={zone}
              api={api}
              i18n={i18n}
              onStarted={onStarted}
            />
          ) : (
            <p>{i18n.t('account.break.no-longer', "A permanent self-exclusion can't be changed.")}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
