import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCart } from '@drawfront/shared/cart/build-cart';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { CONFIG, membership } from '../testing/build-membership';
import type { MembershipPageOptions } from '../testing/render-membership';
import { renderMembershipPage } from '../testing/render-membership';

const TIERS_AT = '/daily-winners/membership-tiers';
const premium = (cancelledAt: string | null = null) => membership({ membershipTier: 'premium', premium: { start: '2026-11-24T09:00:00.000Z', end: '2026-12-24T09:00:00.000Z', cancelledAt } });
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

function renderTiers(member: ReturnType<typeof membership>, handlers: Parameters<typeof renderMembershipPage>[1] = {}, options: MembershipPageOptions = {}) {
  return renderMembershipPage(TIERS_AT, { 'GET /v3/customer': () => member, ...handlers }, options);
}

describe('/daily-winners/membership-tiers', () => {
  it('shows a visitor both tiers with their prices and benefits, each asking them to sign in and come back', async () => {
    const { props, calls, container } = renderMembershipPage(TIERS_AT, {}, { signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership tiers' })).toBeTruthy();
    expect(document.title).toBe('Membership tiers | Demo Lotto');
    await screen.findByRole('heading', { level: 2, name: 'Free' });
    expect(within(card('Free')).getByText('No cost')).toBeTruthy();
    expect(within(card('Free')).getByText('1 entry in every daily giveaway')).toBeTruthy();
    expect(within(card('Premium')).getByText('$9.99 every 30 days')).toBeTruthy();
    expect(within(card('Premium')).getByText('5 entries in every daily giveaway')).toBeTruthy();
    const signIn = screen.getAllByRole('link', { name: 'Sign in to join' });
    expect(signIn.map((link) => link.getAttribute('href'))).toEqual(['/login?returnTo=%2Fdaily-winners%2Fmembership-tiers', '/login?returnTo=%2Fdaily-winners%2Fmembership-tiers']);
    fireEvent.click(signIn[1]!);
    expect(props.navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdaily-winners%2Fmembership-tiers');
    expect(calls.map((call) => call.path)).toEqual(['/v4/config']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the tiers in the currency the API prices them in for the visitor: pounds on the en-GB site', async () => {
    const inPounds = { ...CONFIG, tiers: CONFIG.tiers.map((tier) => ({ ...tier, price: { amount: tier.key === 'premium' ? 599 : 0, currency: 'GBP' } })) };
    const { container } = renderTiers(membership({ membershipStatus: 'non-member', membershipUpdated: null }), { 'GET /v4/config': () => inPounds }, { locale: 'en-GB' });
    await screen.findByRole('heading', { level: 2, name: 'Premium' });
    expect(within(card('Premium')).getByText('£5.99 every 30 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go premium for £5.99' })).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a customer who is not a member join for free: the opt-in call, a welcome, and Free becomes their tier', async () => {
    const { props, calls, container } = renderTiers(membership({ membershipStatus: 'non-member', membershipUpdated: null }), { 'PUT /membership': () => membership() });
    fireEvent.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(await within(card('Free')).findByText('Your tier')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ service: 'membership', path: '/membership', version: '3.2', body: { membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'tiers' } } })]);
    expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success', title: 'Welcome to Daily Winners', message: 'You have opted in: your giveaway entries are on their way.' }));
    expect(screen.queryByRole('button', { name: 'Join for free' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts premium in the cart through the cart API and goes to the cart', async () => {
    const { props, calls } = renderTiers(membership(), { 'POST /cart/items': () => buildCart() });
    fireEvent.click(await screen.findByRole('button', { name: 'Go premium for $9.99' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/cart'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/cart/items', body: { productType: 'membership', key: 'daily-winners-premium', quantity: 1 } })]);
  });

  it('keeps the customer on the page with the reason when premium cannot be added', async () => {
    const { props } = renderTiers(membership(), { 'POST /cart/items': () => Promise.reject(new Error('Premium is not sold in your state.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Go premium for $9.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrongPremium is not sold in your state.');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows a premium member their renewal date and cancels the renewal: the call, then until when premium lasts, and a way to renew', async () => {
    const { calls } = renderTiers(premium(), { 'PUT /membership': () => premium('2026-11-30T00:00:00.000Z') });
    expect(await screen.findByText('Your tier. Renews on Thursday, 24 December 2026 at 8:00 pm.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go premium/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByText('Your premium benefits last until Thursday, 24 December 2026 at 8:00 pm.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ path: '/membership', body: { membershipProgram: 'daily_winners', membershipStatus: 'member', membershipTier: 'free' } })]);
    expect(screen.getByRole('button', { name: 'Renew premium' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
  });

  it('puts the break notice in place of buying premium for a customer on a break', async () => {
    renderTiers(membership(), {}, { playBreak: { kind: 'break', period: '24_hours', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' } });
    expect((await screen.findByRole('note')).textContent).toContain("You're taking a break from play until");
    expect(screen.queryByRole('button', { name: 'Go premium for $9.99' })).toBeNull();
  });

  it('is page not found where the site does not sell premium', () => {
    renderMembershipPage(TIERS_AT, {}, { capabilities: ['membership-program'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });

  it('offers to try again when the tiers cannot be read', async () => {
    let reads = 0;
    renderTiers(membership(), { 'GET /v4/config': () => (reads++ === 0 ? Promise.reject(new Error('down')) : CONFIG) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load the tiers" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium' })).toBeTruthy();
  });
});
