import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import type { Cart, CartPromotion } from '@drawfront/shared/contract/cart';
import { buildCheckoutSite, buildCustomer, LINKED_PAGE_CAPABILITIES } from '../testing/builders';
import { apiError, fakeApi } from '../testing/fake-api';
import { renderRemote } from '../testing/render-remote';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const vouchersSite = () => buildCheckoutSite({ capabilities: [...LINKED_PAGE_CAPABILITIES, 'vouchers'] });

const SAVE5: CartPromotion = { id: 'promo-1', productType: 'voucher_fixed_discount', code: 'SAVE5', description: '$5.00 off', discount: aud(500), minSpend: aud(1000), expiresAt: null };
const plain = (): Cart => buildCart({ cartReference: 'tok', cartItems: [buildCartItem({ id: 'line-a', description: 'Saturday Super Draw', total: aud(1400) })], cartTotal: aud(1400) });
const promoted = (): Cart => ({ ...plain(), cartTotal: aud(900), promotion: SAVE5 });

const EXPIRED = 'The code OLD5 has expired.';

function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('Promotion code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the cart promotion code', () => {
  it("applies a visitor's code to the anonymous cart and shows the discount in the totals", async () => {
    const api = fakeApi({ 'GET /anon-cart/tok': plain(), 'POST /anon-cart/tok/build': () => (api.routes().includes('POST /anon-cart/tok/promotion') ? promoted() : plain()), 'POST /anon-cart/tok/promotion': promoted() });
    const { container } = renderRemote('/cart', { props: { api, site: vouchersSite() }, cookies: { df_cart: 'tok' } });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' });
    typeCode(' save5 ');

    expect(await screen.findByText('Code SAVE5: $5.00 off')).toBeTruthy();
    const call = api.calls.find((request) => request.path === '/anon-cart/tok/promotion')!;
    expect(call).toMatchObject({ method: 'POST', version: '3.3', body: { promotionCode: 'save5' } });
    // A visitor's cart moves no money: no idempotency key.
    expect(call.idempotencyKey).toBeUndefined();
    const totals = screen.getByText('Discount (SAVE5)').closest('dl') as HTMLElement;
    expect(within(totals).getByText('−$5.00')).toBeTruthy();
    expect(within(totals).getByText('$14.00')).toBeTruthy();
    expect(within(totals).getByText('$9.00')).toBeTruthy();
    expect((screen.getByLabelText('Promotion code') as HTMLInputElement).value).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads out why a code was not added (promotion_not_added) and marks the field', async () => {
    const api = fakeApi({
      'GET /cart/items': plain(),
      'POST /cart/build': plain(),
      'POST /cart/promotion': () => Promise.reject(apiError(422, 'promotion_not_added', EXPIRED)),
    });
    const { container } = renderRemote('/cart', { props: { api, site: vouchersSite() }, signedIn: true });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' });
    typeCode('OLD5');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(EXPIRED));
    const field = screen.getByLabelText('Promotion code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect((field as HTMLInputElement).value).toBe('OLD5');
    expect(screen.queryByText(/Discount/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("redeems a customer's credit code with an idempotency key, announces it and updates the wallet", async () => {
    const credited: Cart = { ...plain(), promotionCredit: { code: 'WELCOME10', productType: 'voucher_credit_amount', credit: aud(1000), balance: aud(6000) } };
    // The credit is in the customer's record once the code is redeemed.
    let wallet = aud(5000);
    const redeem = () => {
      wallet = aud(6000);
      return credited;
    };
    const api = fakeApi({ 'GET /cart/items': plain(), 'POST /cart/build': plain(), 'POST /cart/promotion': redeem, 'GET /customer': () => buildCustomer({ balance: wallet }) });
    const { events } = renderRemote('/cart', { props: { api, site: vouchersSite() }, signedIn: true, extra: { newIdempotencyKey: () => 'key-1' } });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' });
    typeCode('WELCOME10');

    expect(await screen.findByText('$10.00 credit from code WELCOME10 was added to your wallet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('WELCOME10');
    expect(api.calls.find((request) => request.path === '/cart/promotion')).toMatchObject({ idempotencyKey: 'key-1', body: { promotionCode: 'WELCOME10' } });
    // Through the shell's one read of the customer, which the redemption invalidated.
    await waitFor(() => expect(events).toContainEqual({ type: 'wallet/changed', balance: aud(6000) }));
  });

  it('keeps the key when the answer was lost, so a second press cannot credit twice', async () => {
    let calls = 0;
    const keys = ['key-1', 'key-2'];
    const api = fakeApi({
      'GET /cart/items': plain(),
      'POST /cart/build': plain(),
      'POST /cart/promotion': () => (++calls === 1 ? Promise.reject(apiError(503, null, 'Something went wrong')) : plain()),
    });
    renderRemote('/cart', { props: { api, site: vouchersSite() }, signedIn: true, extra: { newIdempotencyKey: () => keys.shift()! } });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' });
    typeCode('WELCOME10');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
    // The cart client sends one call per code within 500 ms: wait past it, as a customer pressing again would.
    await new Promise((resolve) => setTimeout(resolve, 510));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(api.calls.filter((request) => request.path === '/cart/promotion').map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('takes the code off the cart', async () => {
    const api = fakeApi({ 'GET /cart/items': promoted(), 'POST /cart/build': () => (api.routes().includes('DELETE /cart/promotion') ? plain() : promoted()), 'DELETE /cart/promotion': plain() });
    renderRemote('/cart', { props: { api, site: vouchersSite() }, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove code SAVE5' }));
    await waitFor(() => expect(screen.queryByText('Code SAVE5: $5.00 off')).toBeNull());
    expect(screen.queryByText('Discount (SAVE5)')).toBeNull();
    expect(api.routes()).toContain('DELETE /cart/promotion');
  });

  it('has no field on a site without vouchers', async () => {
    renderRemote('/cart', { props: { api: fakeApi({ 'GET /cart/items': plain(), 'POST /cart/build': plain() }) }, signedIn: true });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' });
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
  });
});
