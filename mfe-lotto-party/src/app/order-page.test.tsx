import { fireEvent, screen } from '@testing-library/react';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { aud, buildOrder } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

/** The page's facts as "term: value" lines, as a screen reader reads the description list. */
const facts = () => Array.from(document.querySelectorAll('dl > div')).map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);

describe('/my-account/lotto-party/ticket/{id}', () => {
  it('shows one share purchase: the group, the draw, the shares, what was paid, the prize part and the way to the ledger', async () => {
    const { props, calls, container } = renderLottoPartyPage('/my-account/lotto-party/ticket/o-1', { 'GET /orders/o-1': () => buildOrder({ shares: 2, paid: aud(460) }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Lotto Party ticket' })).toBeTruthy();
    await screen.findByText('Office pool');
    expect(facts()).toEqual([
      'Group: Office pool',
      'Draw: Thursday Starburst draw 4412',
      'Shares bought: 2',
      'Paid: $4.60',
      'Your prize part: $5.01',
      'Session: See the session and its ledger',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'See the session and its ledger' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/session/s-1');
    expect(calls).toEqual([expect.objectContaining({ service: 'lotto-party', path: '/orders/o-1', query: { show_details: true } })]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no prize part while the order carries no ledger', async () => {
    renderLottoPartyPage('/my-account/lotto-party/ticket/o-1', { 'GET /orders/o-1': () => buildOrder({ details: null }) });
    await screen.findByText('Office pool');
    expect(facts().map((fact) => fact.split(':')[0])).not.toContain('Your prize part');
  });

  it('shows the spec text when the ticket cannot be loaded, with a retry and the way to the groups', async () => {
    let reads = 0;
    const { props, container } = renderLottoPartyPage('/my-account/lotto-party/ticket/o-1', { 'GET /orders/o-1': () => (reads++ === 0 ? Promise.reject(apiError(500, 'internal_error')) : buildOrder()) });
    expect((await screen.findByRole('alert')).textContent).toContain('We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Your groups' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Office pool')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
