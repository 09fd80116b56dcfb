// The verification deadline: an unverified customer past VERIFICATION_DEADLINE_DAYS after sign-up
// cannot buy (the cart's verification_required blocked reason, the purchase's refusal) or withdraw, may still
// deposit, and is free again once verified.
import { randomUUID } from 'node:crypto';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { addToCart, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';
import { SAMPLE_FILES, signedUpDaysAgo, upload, verificationOf } from './verification';
import { addBankAccount, withdraw } from './withdrawals';

const MESSAGE = /^Please verify your identity to continue: the 30 days to verify after signing up ended on \d{1,2} \w+ \d{4}\.$/;

describe.each(backends())('the verification deadline on %s', (backend) => {
  // A deadline other than the default: the configuration is what counts.
  const t = setupApp(backend, { VERIFICATION_DEADLINE_DAYS: '30' });
  const purchase = (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });

  async function customer(daysAgo: number): Promise<LoginResult> {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await signedUpDaysAgo(t, session.customer.customerId, daysAgo);
    return session;
  }

  it('lets an unverified customer buy and withdraw inside the deadline', async () => {
    const session = await customer(29);
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: false, blocked: false });
    const cart = (await addToCart(t, session.accessToken, starburstLine())) as Cart;
    expect(cart.blockedReasons).toEqual({});
    expect((await purchase(session)).statusCode).toBe(201);
  });

  it('blocks the cart and refuses the purchase with verification_required past it, charging nothing', async () => {
    const session = await customer(31);
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: false, blocked: true });
    const cart = (await addToCart(t, session.accessToken, starburstLine())) as Cart;
    expect(Object.keys(cart.blockedReasons)).toEqual(['verification_required']);
    expect(cart.blockedReasons.verification_required).toMatch(MESSAGE);
    const refused = expectError(await purchase(session), 422, 'verification_required');
    expect(refused.messages[0]!.message).toBe(cart.blockedReasons.verification_required);
    const balance = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount;
    expect(balance).toBe(10_000);
  });

  it('refuses a withdrawal past it, holding nothing', async () => {
    const session = await customer(40);
    const account = await addBankAccount(t, session);
    const refused = expectError(await withdraw(t, session, account.id, 1_000), 422, 'verification_required');
    expect(refused.messages[0]!.message).toMatch(MESSAGE);
    const withdrawals = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/withdrawals' })).json();
    expect(JSON.stringify(withdrawals)).not.toContain('"amount":1000');
  });

  it('lifts the block once an upload is approved: the cart clears and the purchase goes through', async () => {
    const session = await customer(60);
    await addToCart(t, session.accessToken, starburstLine());
    expectError(await purchase(session), 422, 'verification_required');
    const { documents } = (await upload(t, session, [{ name: 'id.png', content: SAMPLE_FILES.png }])).json();
    expect((await t.inject({ method: 'POST', url: `/platform/verification/documents/${documents[0].id}/approve`, headers: t.ops() })).statusCode).toBe(200);
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: true, blocked: false });
    const cart = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(cart.blockedReasons).toEqual({});
    expect((await purchase(session)).statusCode).toBe(201);
  });
});
