import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { CARD_HOLDER_NAME_MESSAGE, NUMBERS_ONLY_MESSAGE, REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCardMethod, buildFund } from '@drawfront/shared/testing/build-funds';
import { CardsPage } from './cards-page';

type Handler = (request: ApiRequest) => unknown;

function renderCards(handlers: Record<string, Handler>, entry = '/my-account/cards-and-accounts') {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const navigate = jest.fn();
  const props = buildRemoteProps({ api: buildApi(request), navigate });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <CardsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} clock={() => new Date('2026-11-22T05:00:00Z')} />
    </MemoryRouter>,
  );
  return { request, navigate };
}

const twoCards = () =>
  buildCardMethod({
    funds: [buildFund({ id: 'fund-1', brand: 'visa', last4: '4242', default: true }), buildFund({ id: 'fund-2', brand: 'mastercard', last4: '5454', expiryMonth: 11, expiryYear: 2027, default: false })],
  });

const fillCard = (values: { number?: string; month?: string; year?: string; csc?: string; name?: string }) => {
  if (values.number !== undefined) fireEvent.change(screen.getByLabelText('Card number'), { target: { value: values.number } });
  if (values.month !== undefined) fireEvent.change(screen.getByLabelText('Month'), { target: { value: values.month } });
  if (values.year !== undefined) fireEvent.change(screen.getByLabelText('Year'), { target: { value: values.year } });
  if (values.csc !== undefined) fireEvent.change(screen.getByLabelText('Security code'), { target: { value: values.csc } });
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: values.name } });
};

describe('cards and accounts', () => {
  it('lists saved cards with brand, last 4, expiry and the default badge', async () => {
    renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [twoCards()] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Cards and accounts' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Visa');
    expect(items[0]?.textContent).toContain('4242');
    expect(items[0]?.textContent).toContain('Expires 04/29');
    expect(within(items[0] as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Default')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Visa ending 4242' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Visa ending 4242 default' })).toBeNull();
    expect(document.title).toBe('Cards and accounts | Demo Lotto');
  });

  it('makes a card the default and moves the badge', async () => {
    const { request } = renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [twoCards()] }), 'POST /funds/fund-2/default': () => ({}) });
    fireEvent.click(await screen.findByRole('button', { name: 'Make Mastercard ending 5454 default' }));
    expect(await screen.findByText('Mastercard ending 5454 is now your default card.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/funds/fund-2/default' }));
    const items = screen.getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Default')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make Visa ending 4242 default' })).toBeTruthy();
  });

  it('removes a card and moves focus to the list heading', async () => {
    renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [twoCards()] }), 'DELETE /funds/fund-2': () => ({}) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard ending 5454' }));
    expect(await screen.findByText('Mastercard ending 5454 was removed.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved cards' }));
  });

  it('shows the API message when an action fails', async () => {
    renderCards({
      'GET /payment_methods': () => ({ paymentMethods: [twoCards()] }),
      'DELETE /funds/fund-2': () => {
        throw new ApiError({ status: 409, message: 'This card pays for an autoplay.', code: 'fund_in_use', errors: {}, result: null, reported: false, context: 'test' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard ending 5454' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This card pays for an autoplay.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('checks the form, links errors to their fields and focuses the first one', async () => {
    const { request } = renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [buildCardMethod({ funds: [] })] }) });
    expect(await screen.findByText("You haven't saved a card yet.")).toBeTruthy();
    fillCard({ name: '4242 4242 4242 4242' });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REQUIRED_MESSAGE);
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Month').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Security code').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByText(CARD_HOLDER_NAME_MESSAGE)).toBeTruthy();

    fillCard({ number: '4242 42x2' });
    expect(screen.getByText(NUMBERS_ONLY_MESSAGE)).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('adds a card with spaces removed, lists it and clears the form', async () => {
    const added = buildFund({ id: 'fund-9', brand: 'visa', last4: '1111', default: true });
    const { request } = renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [buildCardMethod({ funds: [] })] }), 'POST /funds/cc/test': () => added });
    await screen.findByText("You haven't saved a card yet.");
    fillCard({ number: '4111 1111 1111 1111', month: '04', year: '2029', csc: '123', name: 'Jo Citizen' });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('Visa ending 1111 was added.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: '/funds/cc/test', body: { cardNumber: '4111111111111111', expiryMonth: 4, expiryYear: 2029, csc: '123', cardHolderName: 'Jo Citizen' } }),
    );
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Security code') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove Visa ending 1111' })).toBeTruthy();
  });

  it('from checkout: makes the new card the default and goes straight back', async () => {
    const added = buildFund({ id: 'fund-9', brand: 'visa', last4: '1111', default: false });
    const { request, navigate } = renderCards(
      { 'GET /payment_methods': () => ({ paymentMethods: [twoCards()] }), 'POST /funds/cc/test': () => added, 'POST /funds/fund-9/default': () => ({}) },
      '/my-account/cards-and-accounts?returnTo=/cart/buy',
    );
    expect(await screen.findByText(/Add a card and we'll take you straight back to where you were\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back without adding a card' }).getAttribute('href')).toBe('/cart/buy');
    await screen.findAllByRole('listitem');
    fillCard({ number: '4111 1111 1111 1111', month: '04', year: '2029', csc: '123', name: 'Jo Citizen' });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart/buy'));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/funds/fund-9/default' }));
  });

  it('ignores a returnTo that leaves the site', async () => {
    const added = buildFund({ id: 'fund-9', last4: '1111', default: true });
    const { navigate } = renderCards({ 'GET /payment_methods': () => ({ paymentMethods: [buildCardMethod({ funds: [] })] }), 'POST /funds/cc/test': () => added }, '/my-account/cards-and-accounts?returnTo=//evil.example/x');
    await screen.findByText("You haven't saved a card yet.");
    fillCard({ number: '4111 1111 1111 1111', month: '04', year: '2029', csc: '123', name: 'Jo Citizen' });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Visa ending 1111 was added.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('puts the server field errors on their fields', async () => {
    renderCards({
      'GET /payment_methods': () => ({ paymentMethods: [buildCardMethod({ funds: [] })] }),
      'POST /funds/cc/test': () => {
        throw new ApiError({
          status: 422,
          message: 'Invalid card',
          code: 'validation_failed',
          errors: { cardNumber: 'Your card number is incorrect.', expiry: ['Your card has expired.'], csc: 'Your security code is incorrect.' },
          result: null,
          reported: false,
          context: 'test',
        });
      },
    });
    await screen.findByText("You haven't saved a card yet.");
    fillCard({ number: '4000000000000002', month: '01', year: '2026', csc: '99', name: 'Jo Citizen' });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
    const number = screen.getByLabelText('Card number');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your card number is incorrect.');
    expect(document.activeElement).toBe(number);
    expect(screen.getByText('Your card has expired.')).toBeTruthy();
    expect(screen.getByText('Your security code is incorrect.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
