import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { RecurringKind } from '../api/recurring-api';
import { nounText } from '../model/recurring-texts';
import { LimitPauseNotice } from './limit-pause-notice';
import { RecurringActions } from './recurring-actions';
import { RecurringFacts } from './recurring-facts';

export interface RecurringCardProps {
  record: Autoplay;
  kind: RecurringKind;
  api: ApiClient;
  i18n: I18n;
  site: SiteInfo;
  /** The record's ticket page; null when the site has none (its name is then plain text). */
  ticketPath: string | null;
  /** The record as the API answered a change. */
  onChange: (record: Autoplay) => void;
}

/** One autoplay or subscription in its list: what it buys and when, its state, every change, and a link to its ticket page. */
export function RecurringCard({ record, kind, api, i18n, site, ticketPath, onChange }: RecurringCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <article className="account-recurring-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-recurring-card__title">
        {ticketPath ? (
          <Link className="df-ui-link" to={ticketPath}>
            {record.description}
          </Link>
        ) : (
          record.description
        )}
      </h2>
      <RecurringFacts record={record} i18n={i18n} site={site} />
      {record.limitPause ? <LimitPauseNotice pause={record.limitPause} noun={nounText(kind, i18n)} i18n={i18n} titleLevel={3} /> : null}
      <RecurringActions record={record} kind={kind} api={api} i18n={i18n} site={site} onChange={onChange} focusAfter={headingRef} />
    </article>
  );
}
