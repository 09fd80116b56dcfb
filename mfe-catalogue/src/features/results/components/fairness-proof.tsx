import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Barrel, FairnessProof as Proof } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { useResource } from '@drawfront/shared/data/use-resource';
import { checkDraw } from '@drawfront/shared/fairness/check-steps';
import type { PublicDrawProof } from '@drawfront/shared/fairness/public-proof';
import { FairnessCheck } from '@drawfront/shared/ui/fairness-check';
import { numberSetLabel } from '../../../lib/number-set-label';
import './results.css';
import '../../../components/data-table.css';

export interface FairnessProofProps {
  proof: Proof;
  offerKey: string;
  drawNo: number;
  i18n: I18n;
  api: ApiClient;
  /** The public page that documents the algorithm and the ticket commitment (/about/fairness); null: not on this site. */
  aboutPath: string | null;
}

/** `GET /draws/fairness/{offer}/{drawNo}`: the draw's public commitments, seed and numbers, as the browser checks them. */
function fetchDrawProof(api: ApiClient, offerKey: string, drawNo: number, signal?: AbortSignal): Promise<PublicDrawProof> {
  return api.request<PublicDrawProof>({ path: `/draws/fairness/${encodeURIComponent(offerKey)}/${drawNo}`, signal });
}

function barrelSets(barrel: Barrel, i18n: I18n): string {
  return barrel.sets.map((set) => i18n.t('catalogue.results.proof.set', '{count} × {set}', { count: set.count, set: numberSetLabel(set.key, i18n) })).join(', ');
}

/**
 * How anyone can check this draw: the hash published before sales closed, the seed revealed after,
 * the tickets committed at close, the algorithm and barrels the numbers came from, the steps to check
 * them, and a check that runs them in the visitor's browser. The proof stands on what is on this page;
 * the one link goes to the algorithm's documentation.
 */
export function FairnessProof({ proof, offerKey, drawNo, i18n, api, aboutPath }: FairnessProofProps) {
  const load = useCallback((signal: AbortSignal) => fetchDrawProof(api, offerKey, drawNo, signal), [api, offerKey, drawNo]);
  const published = useResource(load);
  const run = useCallback(async () => checkDraw(await fetchDrawProof(api, offerKey, drawNo)), [api, offerKey, drawNo]);
  const committed = published.status === 'success' ? published.data.tickets : null;
  const algorithm = <code className="catalogue-proof__code">{proof.algorithm}</code>;
  return (
    <section className="catalogue-proof" aria-labelledby="catalogue-proof-heading">
      <h2 id="catalogue-proof-heading">{i18n.t('catalogue.results.proof.heading', 'Fairness proof')}</h2>
      <p>
        {i18n.t(
          'catalogue.results.proof.intro',
          'Before sales closed we published the SHA-256 hash of a secret random seed. After the draw we revealed the seed. The winning numbers are worked out from the seed alone, so they could not be chosen once the hash was out.',
        )}
      </p>
      <dl className="catalogue-proof__facts">
        <dt>{i18n.t('catalogue.results.proof.hash', 'Published hash (SHA-256)')}</dt>
        <dd>
          <code className="catalogue-proof__code">{proof.seedHash}</code>
        </dd>
        {committed ? (
          <>
            <dt>{i18n.t('catalogue.results.proof.root', 'Tickets committed at close (Merkle root)')}</dt>
            <dd>
              <code className="catalogue-proof__code">{committed.root}</code>{' '}
              {i18n.t('catalogue.results.proof.root-count', '({count} tickets, committed {time})', { count: committed.count, time: committed.committedAt })}
            </dd>
          </>
        ) : null}
        <dt>{i18n.t('catalogue.results.proof.seed', 'Revealed seed')}</dt>
        <dd>{proof.seed ? <code className="catalogue-proof__code">{proof.seed}</code> : i18n.t('catalogue.results.proof.seed-hidden', 'Revealed once the draw is drawn')}</dd>
        <dt>{i18n.t('catalogue.results.proof.algorithm', 'Algorithm')}</dt>
        <dd>{aboutPath ? <Link to={aboutPath}>{algorithm}</Link> : algorithm}</dd>
        {proof.ticketsSold !== undefined ? (
          <>
            <dt>{i18n.t('catalogue.results.proof.tickets', 'Tickets in the draw')}</dt>
            <dd>{i18n.t('catalogue.results.proof.tickets-range', 'Winning tickets were drawn among tickets 1 to {ticketsSold}', { ticketsSold: proof.ticketsSold })}</dd>
          </>
        ) : null}
      </dl>
      {proof.barrels.length ? (
        <div className="catalogue-table-scroll">
          <table className="catalogue-table">
            <caption className="catalogue-table__caption">{i18n.t('catalogue.results.proof.barrels', 'Barrels used')}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n.t('catalogue.results.proof.barrel', 'Barrel')}</th>
                <th scope="col">{i18n.t('catalogue.results.proof.balls', 'Balls')}</th>
                <th scope="col">{i18n.t('catalogue.results.proof.drawn', 'Drawn in order, without replacement')}</th>
              </tr>
            </thead>
            <tbody>
              {proof.barrels.map((barrel, index) => (
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  <td>{i18n.t('catalogue.results.proof.range', '{min} to {max}', { min: barrel.min, max: barrel.max })}</td>
                  <td>{barrelSets(barrel, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3>{i18n.t('catalogue.results.proof.check', 'How to check this draw')}</h3>
      <ol className="catalogue-proof__steps">
        <li>{i18n.t('catalogue.results.proof.step-hash', "Work out the SHA-256 of the seed's bytes. It must equal the published hash: then the seed is the one fixed before sales closed.")}</li>
        <li>
          {i18n.t(
            'catalogue.results.proof.step-numbers',
            'Run the documented function {algorithm} on the seed with the barrels above. It gives exactly the winning numbers on this page.',
            { algorithm: proof.algorithm },
          )}
          {aboutPath ? (
            <>
              {' '}
              <Link to={aboutPath}>{i18n.t('catalogue.results.proof.doc-link', 'How {algorithm} works, with a worked example', { algorithm: proof.algorithm })}</Link>
            </>
          ) : null}
        </li>
        <li>{i18n.t('catalogue.results.proof.step-browser', 'Or let your browser do it: the button below fetches this draw\'s public data and checks every step on your own device.')}</li>
      </ol>
      <FairnessCheck run={run} i18n={i18n} />
    </section>
  );
}
