import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Button } from '@drawfront/shared/ui/button';
import type { OfferRef } from '../../../lib/offer-ref';
import { useResultMonths } from '../hooks/use-result-months';
import { resultMonthLabel, resultMonthSegment } from '../model/result-month';
import type { ResultMonth } from '../model/result-month';
import './results.css';

export interface ArchiveMonthNavProps {
  api: ApiClient;
  i18n: I18n;
  pathTo: PathTo;
  offer: OfferRef;
  /** The month shown, preselected; the newest month otherwise. */
  current: ResultMonth | null;
}

/**
 * "Results by month": a labelled select of the months the offer has results in and a button, so
 * choosing with the keyboard never navigates before the visitor asks (WCAG 3.2.2).
 */
export function ArchiveMonthNav({ api, i18n, pathTo, offer, current }: ArchiveMonthNavProps) {
  const state = useResultMonths(api, offer.key, i18n.timeZone);
  const navigate = useNavigate();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = i18n.t('catalogue.results.archive.heading', 'Results by month');
  const headingId = `${selectId}-heading`;

  if (state.status !== 'success' || state.data.length === 0) {
    // Months are a shortcut: while they load (or if they fail) the results list above still works.
    if (state.status !== 'error') return null;
    return (
      <section className="catalogue-archive" aria-labelledby={headingId}>
        <h2 className="catalogue-archive__heading" id={headingId}>
          {heading}
        </h2>
        <p>
          {i18n.t('catalogue.results.archive.error', "We couldn't load the months.")}{' '}
          <Button variant="text" onClick={state.retry}>
            {i18n.t('catalogue.load.retry', 'Try again')}
          </Button>
        </p>
      </section>
    );
  }

  const segments = state.data.map(resultMonthSegment);
  const preselected = current && segments.includes(resultMonthSegment(current)) ? resultMonthSegment(current) : segments[0];
  const value = chosen ?? preselected;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = value ? pathTo('offer-archived-results', { productOfferKey: offer.segment, date: value }) : null;
    if (path) navigate(path);
  };

  return (
    <section className="catalogue-archive" aria-labelledby={headingId}>
      <h2 className="catalogue-archive__heading" id={headingId}>
        {heading}
      </h2>
      <form className="catalogue-archive__form" onSubmit={submit}>
        <label className="df-ui-field__label" htmlFor={selectId}>
          {i18n.t('catalogue.results.archive.month', 'Month')}
        </label>
        <select id={selectId} className="df-ui-field__input catalogue-archive__select" value={value} onChange={(event) => setChosen(event.target.value)}>
          {state.data.map((month) => (
            <option key={resultMonthSegment(month)} value={resultMonthSegment(month)}>
              {resultMonthLabel(month, i18n.locale)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          {i18n.t('catalogue.results.archive.show', 'Show results')}
        </Button>
      </form>
    </section>
  );
}
