import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { AMOUNT_FORMAT_MESSAGE, MAX_AMOUNT_MESSAGE, MIN_AMOUNT_MESSAGE, REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { DEPOSIT_FAILED_MESSAGE } from '@drawfront/shared/rules/deposit-failure';
import { buildCardMethod, buildDeposit, buildFund } from '@drawfront/shared/testing/build-funds';
import { DepositPage } from './deposit-page';
import { CurrentPath } from '../../../testing/current-path';

// The deposit page's own capability, and card management for its "Add a card" link (storefront §2).
const DEPOSIT_SITE: Capability[] = ['wallet-deposit', 'wallet-manage'];

function renderDeposit(path: string, deposit: (request: ApiRequest) => unknown, method = buildCardMethod(), capabilities = DEPOSIT_SITE) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/payment_methods') return { paymentMethods: [method] };
    if (r.method === 'POST' && /^\/funds\/[^/]+\/deposit$/.test(r.path)) return deposit(r);
    throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
  });
  const assignLocation = jest.fn();
  let keys = 0;
  const newIdempotencyKey = jest.fn(() => `key-${++keys}`);
  const props = buildRemoteProps({ api: buildApi(request), site: buildSite({ capabilities }) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/deposit" element={<DepositPage api={props.api} i18n={props.i18n} site={props.site} assignLocation={assignLocation} newIdempotencyKey={newIdempotencyKey} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { request, assignLocation, newIdempotencyKey };
}

const depositCalls = (request: jest.Mock) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === 'POST');
const typeAmount = (value: string) => fireEvent.change(screen.getByLabelText('Amount'), { target: { value } });
const apiError = (status: number, message: string) => new ApiError({ status, message, code: null, errors: {}, result: null, reported: false, context: 'test' });

describe('deposit', () => {
  afterEach(() => sessionStorage.clear());

  it('prefills a shortfall below the smallest deposit as the smallest deposit, which the form accepts', async () => {
    renderDeposit('/my-account/deposit?amount=2.50&returnTo=/cart/buy', () => buildDeposit());
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('10.00');
    expect(screen.getByRole('button', { name: 'Deposit $10.00' })).toBeTruthy();
  });

  it('prefills the amount, preselects the default card and names the amount on the button', async () => {
    const method = buildCardMethod({ funds: [buildFund({ id: 'fund-1', last4: '4242', default: false }), buildFund({ id: 'fund-2', brand: 'mastercard', last4: '5454', default: true })] });
    renderDeposit('/my-account/deposit?amount=12.50&returnTo=/cart/buy', () => buildDeposit(), method);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('12.50');
    expect((screen.getByRole('radio', { name: /Mastercard ending 5454/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Visa ending 4242/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Deposit $12.50' })).toBeTruthy();
    // Adding a card brings the customer back to this deposit, amount and onward return included.
    const addCard = new URL(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')!, 'http://shop.test');
    expect(addCard.pathname).toBe('/my-account/cards-and-accounts');
    expect(addCard.searchParams.get('returnTo')).toBe('/my-account/deposit?amount=12.50&returnTo=/cart/buy');
    expect(sessionStorage.getItem('drawfront.account.deposit-return-to')).toBe('/cart/buy');
    expect(document.title).toBe('Deposit | Demo Lotto');
  });

  it('refuses an off-site returnTo', async () => {
    renderDeposit('/my-account/deposit?returnTo=//evil.example', () => buildDeposit());
    await screen.findByLabelText('Amount');
    expect(sessionStorage.getItem('drawfront.account.deposit-return-to')).toBeNull();
  });

  it.each([
    ['', REQUIRED_MESSAGE],
    ['1.505', AMOUNT_FORMAT_MESSAGE],
    ['9.99', MIN_AMOUNT_MESSAGE.replace('{amount}', '$10.00')],
    ['500.01', MAX_AMOUNT_MESSAGE.replace('{amount}', '$500.00')],
  ])('validates %p with the card limits: %s', async (value, message) => {
    const { request } = renderDeposit('/my-account/deposit', () => buildDeposit());
    await screen.findByLabelText('Amount');
    typeAmount(value);
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    const amount = screen.getByLabelText('Amount');
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(depositCalls(request)).toHaveLength(0);
  });

  it('words the limits exactly as the shared rule does', async () => {
    renderDeposit('/my-account/deposit', () => buildDeposit());
    await screen.findByLabelText('Amount');
    typeAmount('5');
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(screen.getByText('Please enter an amount equal to or greater than $10.00.')).toBeTruthy();
  });

  it('deposits integer cents with a fresh key and goes to the success page', async () => {
    const { request } = renderDeposit('/my-account/deposit', () => buildDeposit({ id: 'dep-7', status: 'succeeded' }));
    await screen.findByLabelText('Amount');
    typeAmount('25.50');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $25.50' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/my-account/deposit/details/dep-7/success');
    expect(depositCalls(request)[0]).toMatchObject({ path: '/funds/fund-1/deposit', body: { amount: 2550 }, idempotencyKey: 'key-1' });
  });

  it("sends the customer to the bank's 3-D Secure page", async () => {
    const { assignLocation } = renderDeposit('/my-account/deposit?amount=20', () => buildDeposit({ id: 'dep-8', status: 'requires_action', redirectUrl: 'https://bank.example/3ds?d=dep-8' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit $20.00' }));
    expect(await screen.findByText("Taking you to your bank's check…")).toBeTruthy();
    expect(assignLocation).toHaveBeenCalledWith('https://bank.example/3ds?d=dep-8');
  });

  it('shows a decline with its message, then the spec default when there is none, each attempt with a new key', async () => {
    const answers = [buildDeposit({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' }), buildDeposit({ status: 'failed', message: null })];
    const { request } = renderDeposit('/my-account/deposit?amount=20', () => answers.shift());
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit $20.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your bank declined this payment. Try another card or contact your bank.');
    expect(screen.getByTestId('path').textContent).toBe('/my-account/deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $20.00' }));
    expect(await screen.findByText(DEPOSIT_FAILED_MESSAGE)).toBeTruthy();
    expect(depositCalls(request).map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('reuses the key after an unknown outcome, and takes a new one when the amount changes', async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw apiError(503, 'Service unavailable');
      },
      () => {
        throw apiError(0, 'Network error');
      },
      () => buildDeposit({ status: 'failed', message: 'Your bank declined this payment: there are not enough funds on the card. Try a smaller amount or another card.' }),
    ];
    const { request } = renderDeposit('/my-account/deposit?amount=20', () => answers.shift()?.());
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit $20.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DEPOSIT_FAILED_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $20.00' }));
    await screen.findByRole('alert');
    typeAmount('30');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $30.00' }));
    expect(await screen.findByText('Your bank declined this payment: there are not enough funds on the card. Try a smaller amount or another card.')).toBeTruthy();
    expect(depositCalls(request).map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('links to adding a card when none is saved', async () => {
    renderDeposit('/my-account/deposit', () => buildDeposit(), buildCardMethod({ funds: [] }));
    expect(await screen.findByText('You need a saved card to deposit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).toBeNull();
  });

  it('offers no "Add a card" link where the site has no card management (its page would be a 404)', async () => {
    renderDeposit('/my-account/deposit', () => buildDeposit(), buildCardMethod({ funds: [] }), ['wallet-deposit']);
    expect(await screen.findByText('You need a saved card to deposit.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
  });
});
