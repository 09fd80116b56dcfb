import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildGameOffer, buildOffer, buildOffersResponse, buildPrices } from '../testing/build-offer';

const lottery = (name: string) => buildOffer({ name, type: 'lottery_ticket', gameTypes: [{ key: 'standard', gameOffers: [buildGameOffer()] }] });
const syndicate = buildOffer({
  key: 'big-syndicate',
  name: 'Big Syndicate',
  type: 'syndicate_share',
  size: 50,
  tickets: 100,
  recurringPurchase: { type: 'autoplay', availability: 'optional' },
  gameTypes: [{ key: 'syndicate', gameOffers: [buildGameOffer({ minGames: 1, maxGames: 10, numberSets: [], prices: buildPrices(1, 10, 2500) })] }],
});
const raffle = buildOffer({ name: 'Surf Raffle', type: 'raffle_ticket' });

function renderAt(path: string, offers: ProductOffer[], site: Partial<SiteInfo> = {}) {
  const request = jest.fn().mockResolvedValue(buildOffersResponse(offers));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities: [...CAPABILITIES], ...site }) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
    </MemoryRouter>,
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('product lists', () => {
  it('/lotto-tickets lists lotteries with the syndicates entry third', async () => {
    renderAt('/lotto-tickets', [lottery('Oz Lotto'), lottery('Powerball'), lottery('Set for Life'), raffle, syndicate]);
    await screen.findByRole('heading', { level: 2, name: 'Oz Lotto' });
    expect(headings()).toEqual(['Oz Lotto', 'Powerball', 'Syndicates', 'Set for Life']);
    expect(screen.getByRole('link', { name: 'See syndicates Syndicates' }).getAttribute('href')).toBe('/syndicates');
  });

  it('/lotto-tickets has no syndicates entry on a site without syndicates', async () => {
    renderAt('/lotto-tickets', [lottery('Oz Lotto'), lottery('Powerball'), lottery('Set for Life'), syndicate], { capabilities: ['commercial-lotteries', 'multi-offer-site'] });
    await screen.findByRole('heading', { level: 2, name: 'Oz Lotto' });
    expect(headings()).toEqual(['Oz Lotto', 'Powerball', 'Set for Life']);
  });

  it('/charity-tickets lists raffles only, and answers on a site path override', async () => {
    renderAt('/raffles', [lottery('Oz Lotto'), raffle], { routeOverrides: { 'charity-tickets': '/raffles' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Charity raffles' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Surf Raffle' });
    expect(headings()).toEqual(['Surf Raffle']);
  });

  it('/syndicates shows each syndicate with its tickets, shares, share price and autoplay', async () => {
    renderAt('/syndicates', [lottery('Oz Lotto'), syndicate]);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Big Syndicate' })).closest('article')!;
    const facts = within(card as HTMLElement);
    expect(facts.getByText('Tickets').nextSibling?.textContent).toBe('100');
    expect(facts.getByText('Shares').nextSibling?.textContent).toBe('50');
    expect(facts.getByText('Price per share').nextSibling?.textContent).toBe('$25.00');
    expect(facts.getByText('Autoplay').nextSibling?.textContent).toBe('Available');
    expect(facts.getByRole('link', { name: 'Buy shares Big Syndicate' }).getAttribute('href')).toBe('/big-syndicate');
  });

  it('/social-play links Lotto Party and syndicates through the route table', async () => {
    renderAt('/social-play', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Play together' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a Lotto Party Lotto Party' }).getAttribute('href')).toBe('/lotto-party');
    expect(screen.getByRole('link', { name: 'See syndicates Syndicates' }).getAttribute('href')).toBe('/syndicates');
  });
});
