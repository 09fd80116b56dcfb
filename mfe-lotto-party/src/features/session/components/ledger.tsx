import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SessionLedger } from '@drawfront/shared/contract/lotto-party';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { money } from '../../../lib/format';

/**
 * The session's ledger every member can check: each member's shares, what they paid, what came back, and their
 * prize part (base + leftover cent), with the totals and the sums that tie them together.
 */
export function Ledger({ ledger, i18n, site }: { ledger: SessionLedger; i18n: I18n; site: SiteInfo }) {
  const { totals } = ledger;
  const m = (amount: { amount: number; currency: string }) => money(amount, site);
  return (
    <section className="lotto-party-ledger" aria-labelledby="lotto-party-ledger-heading">
      <h2 id="lotto-party-ledger-heading">{i18n.t('lotto-party.ledger.heading', 'The ledger')}</h2>
      <p>{i18n.t('lotto-party.ledger.intro', 'Every member sees the same numbers. Prizes are split by shares; a cent that cannot be split evenly goes to the member with the largest remainder (on a tie, whoever bought first).')}</p>
      <div className="lotto-party-ledger__scroll">
        <table className="lotto-party-ledger__table">
          <caption className="lotto-party-visually-hidden">{i18n.t('lotto-party.ledger.caption', 'Members, shares, money paid and back, and prize parts')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n.t('lotto-party.ledger.member', 'Member')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.shares', 'Shares')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.paid', 'Paid')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.refund', 'Back')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.part', 'Prize part')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.leftover', 'Leftover cents')}</th>
              <th scope="col">{i18n.t('lotto-party.ledger.prize', 'Prize')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.members.map((member) => (
              <tr key={member.order} className={member.isMe ? 'lotto-party-ledger__me' : undefined}>
                <th scope="row">{member.isMe ? i18n.t('lotto-party.ledger.you', `${member.name} (you)`) : member.name}</th>
                <td>{member.shares}</td>
                <td>{m(member.paid)}</td>
                <td>{m(member.refund)}</td>
                <td>{m(member.prizeBase)}</td>
                <td>{m(member.prizeLeftover)}</td>
                <td>{m(member.prize)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{i18n.t('lotto-party.ledger.total', 'Total')}</th>
              <td>{totals.shares}</td>
              <td>{m(totals.paid)}</td>
              <td>{m(totals.refunded)}</td>
              <td>{m({ ...totals.prizeSplit, amount: totals.prizeSplit.amount - totals.leftover.amount })}</td>
              <td>{m(totals.leftover)}</td>
              <td>{m(totals.prizeSplit)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="lotto-party-ledger__sums">
        <li>{i18n.t('lotto-party.ledger.sum-paid', `Paid ${m(totals.paid)} = tickets ${m(totals.spent)} + back to members ${m(totals.refunded)}`)}</li>
        <li>{i18n.t('lotto-party.ledger.sum-tickets', `${ledger.tickets.length} ${ledger.tickets.length === 1 ? 'game' : 'games'} bought for ${m(totals.spent)}`)}</li>
        <li>{i18n.t('lotto-party.ledger.sum-prize', `Prize ${m(totals.prize)}; paid to members so far ${m(totals.prizeSplit)}, of which ${m(totals.leftover)} in leftover cents`)}</li>
      </ul>
      {ledger.tickets.length > 0 && (
        <>
          <h3>{i18n.t('lotto-party.ledger.tickets', 'The session’s games')}</h3>
          <ol className="lotto-party-ledger__games">
            {ledger.tickets.map((ticket) => (
              <li key={ticket.id}>
                {[ticket.game.numbers?.join(' '), ticket.game.powerball ? `PB ${ticket.game.powerball.join(' ')}` : null].filter(Boolean).join(' · ')}
                {` — ${m(ticket.price)}`}
                {ticket.division !== null ? i18n.t('lotto-party.ledger.won', ` — division ${ticket.division}, ${ticket.prize ? m(ticket.prize) : ''}`) : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
