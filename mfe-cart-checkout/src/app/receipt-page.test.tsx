import { fireEvent, screen, within } from '@testing-library/react';
import { buildReceipt, buildReceiptLine } from '../testing/builders';
import { apiError, fakeApi } from '../testing/fake-api';
import { renderLazyRemote } from '../testing/render-remote';
import { TRACKED_PURCHASES_KEY } from '../features/receipt/model/tracked-purchases';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

describe('receipt page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the promotion code the purchase used: the subtotal, the discount and the total paid', async () => {
    const receipt = { ...buildReceipt({ checkoutId: 'CHK-PROMO', lines: [buildReceiptLine({ purchasePrice: aud(1400) })] }), total: aud(900), promotion: { code: 'SAVE5', productType: 'voucher_fixed_discount', discount: aud(500) } };
    await renderLazyRemote('/receipt/CHK-PROMO', { props: { api: fakeApi({ 'GET /checkout/CHK-PROMO': receipt }) }, signedIn: true });
    const discount = (await screen.findByText('Discount (SAVE5)')).closest('div') as HTMLElement;
    expect(within(discount).getByText('−$5.00')).toBeTruthy();
    const totals = discount.closest('dl') as HTMLElement;
    expect(within(totals).getByText('Subtotal')).toBeTruthy();
    expect(within(totals).getByText('$14.00')).toBeTruthy();
    expect(within(totals).getByText('$9.00')).toBeTruthy();
  });

  it('thanks the customer and shows the reference, each line, the total and the new balance', async () => {
    const receipt = buildReceipt({
      checkoutId: 'CHK-100',
      lines: [
        buildReceiptLine({ productDescription: 'Saturday Super Draw', drawNo: 4400, drawDate: '2030-01-04T09:30:00.000Z', numGames: 4, numDraws: 2, purchasePrice: aud(600) }),
        buildReceiptLine({ productDescription: 'Weekday Windfall', drawNo: 912, numGames: 6, numDraws: 1, purchasePrice: aud(450) }),
      ],
      balance: aud(3950),
    });
    const api = fakeApi({ 'GET /checkout/CHK-100': receipt });
    const navigate = jest.fn();
    await renderLazyRemote('/receipt/CHK-100', { props: { api, navigate }, signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeTruthy();
    expect(screen.getByText('CHK-100')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ path: '/checkout/CHK-100', version: '3.4' });
    const line = screen.getByRole('heading', { level: 3, name: 'Saturday Super Draw' }).closest('li') as HTMLElement;
    expect(within(line).getByText('4400 on Friday 4 January 2030')).toBeTruthy();
    expect(within(line).getByText('4 games')).toBeTruthy();
    expect(within(line).getByText('2')).toBeTruthy();
    expect(within(line).getByText('$6.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Weekday Windfall' })).toBeTruthy();
    expect(screen.getByText('$10.50')).toBeTruthy();
    expect(screen.getByText('$39.50')).toBeTruthy();
    expect(document.title).toBe('Receipt | Demo Lotto');

    const tickets = screen.getByRole('link', { name: 'View my tickets' });
    expect(tickets.getAttribute('href')).toBe('/my-account/upcoming-tickets');
    fireEvent.click(tickets);
    expect(navigate).toHaveBeenCalledWith('/my-account/upcoming-tickets');
    expect(screen.getByRole('link', { name: 'Keep playing' }).getAttribute('href')).toBe('/');
  });

  it('shows the short reference, the numbers played, raffle ticket numbers, a membership without a draw, and pre-orders', async () => {
    const receipt = buildReceipt({
      checkoutId: '0b7f8a52-1111-4000-8000-000000000000',
      reference: 'DF-7K3Q-9M2P',
      lines: [
        buildReceiptLine({ productDescription: 'Saturday Super Draw', numGames: 2, productType: 'lottery_ticket', gameType: 'standard', games: [{ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [7, 8, 9, 10, 11, 12], powerball: [3] }] }),
        buildReceiptLine({ productDescription: 'Dream Home Raffle', numGames: 3, productType: 'raffle_ticket', entryNos: [1041, 1042, 1043], purchaseStatus: 'pre_order' }),
        buildReceiptLine({ productDescription: 'Daily Winners Premium', drawNo: 0, numGames: 1, productType: 'membership', details: { membershipOfferName: 'Daily Winners Premium', periodDays: 30 }, renewal: { amount: aud(999), at: '2030-01-29T01:00:00.000Z' } }),
      ],
    });
    await renderLazyRemote('/receipt/0b7f8a52-1111-4000-8000-000000000000', { props: { api: fakeApi({ 'GET /checkout/0b7f8a52-1111-4000-8000-000000000000': receipt }) }, signedIn: true });
    expect(await screen.findByText('DF-7K3Q-9M2P')).toBeTruthy();
    expect(screen.queryByText('0b7f8a52-1111-4000-8000-000000000000')).toBeNull();
    const numbers = screen.getByRole('list', { name: 'Numbers played for Saturday Super Draw' });
    expect(within(numbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Game 1: 1, 2, 3, 4, 5, 6', 'Game 2: 7, 8, 9, 10, 11, 12 · Powerball 3']);
    const raffle = screen.getByRole('heading', { level: 3, name: 'Dream Home Raffle' }).closest('li') as HTMLElement;
    expect(within(raffle).getByText('3 raffle tickets (nos. 1041–1043)')).toBeTruthy();
    expect(within(raffle).getByText('Pre-order')).toBeTruthy();
    const membership = screen.getByRole('heading', { level: 3, name: 'Daily Winners Premium' }).closest('li') as HTMLElement;
    expect(within(membership).getByText('Daily Winners Premium, 30 days, renews on 29 January at $9.99')).toBeTruthy();
    expect(within(membership).queryByText('Draw')).toBeNull();
  });

  it('tracks the purchase with its tracking data once, even when the receipt is shown again', async () => {
    const receipt = buildReceipt({ checkoutId: 'CHK-200' });
    const api = fakeApi({ 'GET /checkout/CHK-200': receipt });
    const first = await renderLazyRemote('/receipt/CHK-200', { props: { api }, signedIn: true });
    await screen.findByText('CHK-200');
    const tracked = first.events.filter((event) => event.type === 'analytics/track');
    expect(tracked).toEqual([{ type: 'analytics/track', name: 'purchase', properties: { checkoutId: 'CHK-200', ...receipt.trackingData } }]);
    expect(JSON.parse(window.sessionStorage.getItem(TRACKED_PURCHASES_KEY) ?? '[]')).toEqual(['CHK-200']);
    first.unmount();

    const again = await renderLazyRemote('/receipt/CHK-200', { props: { api }, signedIn: true });
    await screen.findByText('CHK-200');
    expect(again.events.filter((event) => event.type === 'analytics/track')).toEqual([]);
  });

  it('says the receipt was not found on a 404, and tracks nothing', async () => {
    const api = fakeApi({ 'GET /checkout/NOPE': () => Promise.reject(apiError(404, 'not_found', 'Checkout NOPE not found')) });
    const { events } = await renderLazyRemote('/receipt/NOPE', { props: { api }, signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByText('We could not find a purchase with the reference NOPE.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my tickets' })).toBeTruthy();
    expect(events.some((event) => event.type === 'analytics/track')).toBe(false);
  });

  it('offers to try again when the receipt cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({ 'GET /checkout/CHK-300': () => (fail ? Promise.reject(apiError(503, null, 'Service unavailable')) : buildReceipt({ checkoutId: 'CHK-300' })) });
    await renderLazyRemote('/receipt/CHK-300', { props: { api }, signedIn: true });
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CHK-300')).toBeTruthy();
  });
});
