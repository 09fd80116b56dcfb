import { fireEvent, screen } from '@testing-library/react';
import { AUTOPLAY_ID, buildAutoplay, buildSubscription, SUBSCRIPTION_ID } from '../../../testing/build-recurring';
import { renderRecurringRoutes } from '../../../testing/render-recurring-routes';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

describe('the autoplay and subscription pages have no axe violations', () => {
  it('an autoplay ticket page held by a limit, with the minimum jackpot form open and its error shown', async () => {
    const { container } = renderRecurringRoutes(`/my-account/autoplay/ticket/${AUTOPLAY_ID}`, {
      [`GET /autoplay/${AUTOPLAY_ID}`]: () =>
        buildAutoplay({ status: 'recurring_status_paused', pauseReason: 'limit_reached', limitPause: { reason: 'spend_limit', message: 'This purchase would take you over your daily spend limit.', resetsAt: '2026-11-26T13:00:00.000Z' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change minimum jackpot' }));
    fireEvent.change(screen.getByLabelText('Only play when the jackpot is at least ($)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save minimum jackpot' }));
    expect(screen.getByText(/Enter an amount in dollars/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a subscription ticket page asking before a cancel', async () => {
    const { container } = renderRecurringRoutes(`/my-account/subscriptions/ticket/${SUBSCRIPTION_ID}`, { [`GET /subscriptions/${SUBSCRIPTION_ID}`]: () => buildSubscription() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the not-found page', async () => {
    const { container } = renderRecurringRoutes('/my-account/autoplay/ticket/not-an-id', {});
    await screen.findByRole('heading', { level: 1, name: 'Autoplay not found' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the autoplay list, each card linking to its ticket page', async () => {
    const { container } = renderRecurringRoutes('/my-account/autoplay', {
      'GET /autoplay': () => ({ autoplays: [buildAutoplay(), buildAutoplay({ autoplayId: '6f1c1d2e-0000-4000-8000-000000000003', description: 'Saturday Lotto', quickpick: true })], pageInfo: { limit: 10, offset: 0, total: 2 } }),
      'GET /payment_resolutions': () => ({ paymentResolutions: [] }),
    });
    await screen.findByRole('article', { name: 'Saturday Lotto' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
