import type { Barrel, FairnessProof as Proof } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { numberSetLabel } from '../../../lib/number-set-label';
import './results.css';
import '../../../components/data-table.css';

export interface FairnessProofProps {
  proof: Proof;
  offerKey: string;
  drawNo: number;
  i18n: I18n;
}

/** The ops command that recomputes a draw from its revealed seed. */
export function verifyDrawCommand(offerKey: string, drawNo: number): string {
  return `npm run ops -- verify-draw ${offerKey} ${drawNo}`;
}

function barrelSets(barrel: Barrel, i18n: I18n): string {
  return barrel.sets.map((set) => i18n.t('catalogue.results.proof.set', '{count} × {set}', { count: set.count, set: numberSetLabel(set.key, i18n) })).join(', ');
}

/**
 * How anyone can check this draw: the hash published before sales closed, the seed revealed after,
 * the algorithm and barrels the numbers came from, and the steps to check them. Nothing links out:
 * the proof must stand on what is on this page.
 */
export function FairnessProof({ proof, offerKey, drawNo, i18n }: FairnessProofProps) {
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
        <dt>{i18n.t('catalogue.results.proof.seed', 'Revealed seed')}</dt>
        <dd>{proof.seed ? <code className="catalogue-proof__code">{proof.seed}</code> : i18n.t('catalogue.results.proof.seed-hidden', 'Revealed once the draw is drawn')}</dd>
        <dt>{i18n.t('catalogue.results.proof.algorithm', 'Algorithm')}</dt>
        <dd>
          <code className="catalogue-proof__code">{proof.algorithm}</code>
        </dd>
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
        </li>
        <li>
          {i18n.t('catalogue.results.proof.step-command', 'Anyone running the platform can do both with one command:')}{' '}
          <code className="catalogue-proof__code">{verifyDrawCommand(offerKey, drawNo)}</code>
        </li>
      </ol>
    </section>
  );
}
