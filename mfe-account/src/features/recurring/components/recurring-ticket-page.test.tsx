import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { AUTOPLAY_ID, buildAutoplay, buildSubscription, SUBSCRIPTION_ID } from '../../../testing/build-recurring';
import { renderRecurringRoutes, sent } from '../../../testing/render-recurring-routes';

const noResolutions = () => ({ paymentResolutions: [] });
const notFound = () => {
  throw new ApiError({ status: 404, message: 'autoplay not found', code: 'recurring_not_found', errors: {}, result: null, reported: false, context: 'GET' });
};
/** The value beside a term of the facts list. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('autoplay ticket page', () => {
  it('is routed at /my-account/autoplay/ticket/{id} and shows what the autoplay buys, asking the v3.3 API for that one record', async () => {
    const { request } = renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, { [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Starburst' })).toBeTruthy();
    expect(fact('Status')).toBe('Active');
    expect(fact('Plays')).toBe('Jackpots $2,000,000 and over');
    expect(fact('Each draw')).toBe('2 games each draw, $2.80');
    expect(fact('Minimum jackpot')).toBe('$2,000,000');
    expect(fact('Paid from')).toBe('Your wallet balance');
    expect(fact('Next draw')).toMatch(/^Draw 1452, Thursday 26 November/);
    expect(fact('Last attempt')).toMatch(/^Purchased, Thursday 19 November/);
    expect(fact('Set up')).toMatch(/^Sunday 1 November/);
    const numbers = screen.getByRole('region', { name: 'Your numbers' });
    expect(within(numbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Game 1: 1, 2, 3, 4, 5, 6, 7, Powerball 1', 'Game 2: 8, 9, 10, 11, 12, 13, 14, Powerball 2']);
    expect(screen.getByRole('link', { name: 'Back to autoplay' }).getAttribute('href')).toBe('/my-account/autoplay');
    expect(document.title).toContain('Thursday Starburst, Autoplay');
    expect(sent(request)).toEqual([expect.objectContaining({ path: `/autoplay/${AUTOPLAY_ID}`, version: '3.3' })]);
  });

  it('says Quick Pick chooses the numbers, names the way to play, and that it has not been tried yet', async () => {
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay({ quickpick: true, gameType: 'powerhit', minimumJackpotAmount: null, lastAttemptStatus: null, lastAttemptAt: null }),
    });
    const numbers = await screen.findByRole('region', { name: 'Your numbers' });
    expect(numbers.textContent).toContain('Quick Pick: new random numbers are chosen for every draw.');
    expect(fact('Way to play')).toBe('PowerHit');
    expect(fact('Plays')).toBe('Weekly');
    expect(fact('Minimum jackpot')).toBe('None: every draw is played');
    expect(fact('Last attempt')).toBe('Not tried yet: its first draw is still to come');
  });

  it('pauses from the page and shows the answer, with focus back on the heading', async () => {
    const { request } = renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay(),
      [`PATCH /autoplays/${AUTOPLAY_ID}/status`]: () => buildAutoplay({ status: 'recurring_status_paused', pauseReason: 'customer' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause autoplay' }));
    expect(await screen.findByText('Your autoplay is paused. No entries are bought until you resume it.')).toBeTruthy();
    expect(fact('Status')).toBe('Paused');
    expect(screen.getByRole('button', { name: 'Resume autoplay' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Thursday Starburst' }));
    expect(sent(request, 'PATCH')[0]).toMatchObject({ body: { status: 'recurring_status_paused' }, version: '3.3' });
  });

  it('cancels after asking, then offers no more changes', async () => {
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay(),
      [`PATCH /autoplays/${AUTOPLAY_ID}/status`]: () => buildAutoplay({ status: 'recurring_status_cancelled', nextDraw: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel autoplay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your autoplay is cancelled.')).toBeTruthy();
    expect(fact('Status')).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: /Pause|Resume|Cancel autoplay|minimum jackpot/ })).toBeNull();
  });

  it('shows a cancelled autoplay as it was, with nothing left to change', async () => {
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, { [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay({ status: 'recurring_status_cancelled', nextDraw: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Starburst' })).toBeTruthy();
    expect(fact('Status')).toBe('Cancelled');
    expect(screen.queryByRole('region', { name: 'Change your autoplay' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('changes the minimum jackpot in cents and shows the new frequency label', async () => {
    const { request } = renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay(),
      [`POST /autoplay/${AUTOPLAY_ID}/set-minimum-jackpot`]: () => buildAutoplay({ minimumJackpotAmount: { amount: 500_000_000, currency: 'AUD' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change minimum jackpot' }));
    fireEvent.change(screen.getByLabelText('Only play when the jackpot is at least ($)'), { target: { value: '5000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save minimum jackpot' }));
    expect(await screen.findByText('Saved: Jackpots $5,000,000 and over.')).toBeTruthy();
    expect(fact('Minimum jackpot')).toBe('$5,000,000');
    expect(sent(request, 'POST')[0]).toMatchObject({ body: { minimumJackpotAmount: 500_000_000 }, form: true });
  });

  it('is usable by keyboard: an opened form takes focus, Escape and "Keep it" give it back to the button', async () => {
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, { [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay() });
    const jackpot = await screen.findByRole('button', { name: 'Change minimum jackpot' });
    fireEvent.click(jackpot);
    expect(jackpot.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByLabelText('Only play when the jackpot is at least ($)');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByLabelText('Only play when the jackpot is at least ($)')).toBeNull();
    expect(jackpot.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(jackpot);

    const cancel = screen.getByRole('button', { name: 'Cancel autoplay' });
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, cancel it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    expect(document.activeElement).toBe(cancel);
  });

  it('shows "not found" for another customer\'s or an unknown autoplay (the API answers 404), linking back to the list', async () => {
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, { [`GET /autoplay/${AUTOPLAY_ID}`]: notFound });
    expect(await screen.findByRole('heading', { level: 1, name: 'Autoplay not found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find this autoplay. It may belong to another account, or the link may be wrong.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to autoplay' }).getAttribute('href')).toBe('/my-account/autoplay');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.title).toContain('Autoplay not found');
  });

  it('shows "not found" at once for an address that cannot be an id, asking nothing', async () => {
    const { request } = renderRecurringRoutes('/my-account/autoplay/ticket/not-an-id', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Autoplay not found' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('offers to try again when the read failed for another reason', async () => {
    let calls = 0;
    renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ status: 500, message: 'Internal Server Error', code: 'internal', errors: {}, result: null, reported: false, context: 'GET' });
        return buildAutoplay();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Starburst' })).toBeTruthy();
  });
});

describe('subscription ticket page', () => {
  it('is routed at /my-account/subscriptions/ticket/{id}: tickets each draw, every draw, no numbers, and its own changes', async () => {
    const { request } = renderRecurringRoutes(`/my-account/subscriptions/ticket/${SUBSCRIPTION_ID}`, { [`GET /subscriptions/${SUBSCRIPTION_ID}`]: () => buildSubscription() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeTruthy();
    expect(screen.getByText('Subscription')).toBeTruthy();
    expect(fact('Plays')).toBe('Every draw');
    expect(fact('Each draw')).toBe('3 tickets each draw, $30.00');
    expect(screen.queryByText('Minimum jackpot')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your numbers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change tickets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change minimum jackpot' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to subscriptions' }).getAttribute('href')).toBe('/my-account/subscriptions');
    expect(sent(request)[0]).toMatchObject({ path: `/subscriptions/${SUBSCRIPTION_ID}` });
  });

  it('shows "not found" when the id is an autoplay, not a subscription (the API answers 404)', async () => {
    renderRecurringRoutes(`/my-account/subscriptions/ticket/${AUTOPLAY_ID}`, { [`GET /subscriptions/${AUTOPLAY_ID}`]: notFound });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription not found' })).toBeTruthy();
  });
});

describe('links to the ticket pages', () => {
  it('links each autoplay in its list to its ticket page, and the link leads there', async () => {
    renderRecurringRoutes('/my-account/autoplay', {
      'GET /autoplay': () => ({ autoplays: [buildAutoplay()], pageInfo: { limit: 10, offset: 0, total: 1 } }),
      'GET /payment_resolutions': noResolutions,
      [`GET /autoplay/${AUTOPLAY_ID}`]: () => buildAutoplay(),
    });
    const card = await screen.findByRole('article', { name: 'Thursday Starburst' });
    const link = within(card).getByRole('link', { name: 'Thursday Starburst' });
    expect(link.getAttribute('href')).toBe(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Starburst' })).toBeTruthy();
  });

  it('links each subscription in its list to its ticket page', async () => {
    renderRecurringRoutes('/my-account/subscriptions', {
      'GET /subscriptions': () => ({ subscriptions: [buildSubscription()], pageInfo: { limit: 10, offset: 0, total: 1 } }),
      'GET /payment_resolutions': noResolutions,
    });
    const card = await screen.findByRole('article', { name: 'Dream Home Raffle' });
    expect(within(card).getByRole('link', { name: 'Dream Home Raffle' }).getAttribute('href')).toBe(`/my-account/subscriptions/ticket/${SUBSCRIPTION_ID}`);
  });
});
