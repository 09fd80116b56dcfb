import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { AccountClosure } from '@drawfront/shared/rules/account-closure';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { closureFunds, renderCloseAccount } from '../../../testing/render-close-account';
import { CloseAccountSuccessPage } from './close-account-success-page';

const apiError = (status: number, message: string, code: string | null = null) => new ApiError({ status, message, code, errors: {}, result: null, reported: false, context: 'test' });
const deletes = (request: jest.Mock) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === 'DELETE');
const CLOSURE: AccountClosure = { closedAt: '2026-11-22T00:00:00.000Z', reason: 'not_playing', recordsKeptUntil: '2033-11-22T00:00:00.000Z' };
const BALANCE_REFUSAL = 'You have $3.00 you can withdraw. Withdraw it to your bank account first, then close your account.';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('close my account', () => {
  it('says what closing does and what happens to the balance, then asks why', async () => {
    renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(1_000, 0) });
    expect(screen.getByRole('heading', { level: 1, name: 'Close your account' })).toBeTruthy();
    expect(document.title).toBe('Close your account | Demo Lotto');
    expect(screen.getByText('We keep the records of your account for 7 years, as the law requires, and then delete them.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your balance');

    expect(await screen.findByText("The $10.00 of promotional credit in your account can't be withdrawn and lapses when you close it.")).toBeTruthy();
    expect(screen.getByText("Withdrawals you've already asked for are still paid to your bank account.")).toBeTruthy();
    const reasons = screen.getByRole('group', { name: 'Why are you leaving?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      "I don't play any more",
      "I'm worried about how much I play",
      'It costs more than I want to spend',
      'I play on another site',
      "I'm not happy with the service",
      "I'm worried about my privacy",
      'Another reason',
    ]);
    expect(screen.getByLabelText('Anything else you want to tell us? (optional)')).toBeTruthy();
    // Focus stays where the customer is until they move on.
    expect(document.activeElement).toBe(document.body);
  });

  it('sends a customer with money to withdraw to the withdraw page instead of offering to close', async () => {
    renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(5_000) });
    expect(await screen.findByText('You have $50.00 you can withdraw. Withdraw it to your bank account first, then close your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw your balance' }).getAttribute('href')).toBe('/my-account/withdraw');
    expect(screen.queryByRole('group', { name: 'Why are you leaving?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('points to support for the balance where the site has no withdraw page', async () => {
    renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(5_000) }, { capabilities: ['commercial-lotteries'] });
    expect(await screen.findByText('Call support on 1300 000 000 to have it paid out.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Withdraw your balance' })).toBeNull();
  });

  it('asks for a reason, focusing the group in error', async () => {
    renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(0) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose why you are leaving')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: "I don't play any more" }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    expect(screen.queryByText('Choose why you are leaving')).toBeNull();
  });

  it('offers a break instead to a customer worried about how much they play', async () => {
    renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(0) });
    const worried = await screen.findByRole('radio', { name: "I'm worried about how much I play" });
    fireEvent.click(worried);
    expect(screen.getByRole('link', { name: 'Take a break' }).getAttribute('href')).toBe('/my-account/take-a-break');
    expect(worried.getAttribute('aria-describedby')).toBe('account-close-break');
    fireEvent.click(screen.getByRole('radio', { name: 'I play on another site' }));
    expect(screen.queryByRole('link', { name: 'Take a break' })).toBeNull();
  });

  it('confirms, closes as a form, then asks the shell to sign out to the success page', async () => {
    const answer = deferred<AccountClosure>();
    const { request, queries, events } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(0), 'DELETE /customer': () => answer.promise });
    fireEvent.click(await screen.findByRole('radio', { name: 'Another reason' }));
    fireEvent.change(screen.getByLabelText('Anything else you want to tell us? (optional)'), { target: { value: '  Moving overseas  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Confirm you want to close your account' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Your reason: Another reason.')).toBeTruthy();
    expect(screen.getByText('You told us: "Moving overseas"')).toBeTruthy();
    expect(screen.getByText("Once you close your account you can't sign in to it again, and you'll be signed out now.")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    const busy = screen.getByRole('button', { name: 'Closing…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(deletes(request)).toEqual([{ method: 'DELETE', path: '/customer', body: { reason: 'other', details: 'Moving overseas' }, form: true }]);
    expect(events).toEqual([]);

    answer.resolve(CLOSURE);
    await screen.findByRole('button', { name: 'Closing…' });
    await Promise.resolve();
    expect(queries.cleared).toBe(1);
    expect(events).toEqual([{ type: 'session/logout-requested', reason: 'user', redirectTo: '/close-my-account/success' }]);
  });

  it("shows the server's refusal and closes nothing; going back keeps the choice and the words", async () => {
    const { events } = renderCloseAccount({
      'GET /customer/withdrawable-funds': closureFunds(0),
      'DELETE /customer': () => {
        throw apiError(422, BALANCE_REFUSAL, 'balance_not_withdrawn');
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'I play on another site' }));
    fireEvent.change(screen.getByLabelText('Anything else you want to tell us? (optional)'), { target: { value: 'Cheaper tickets' } });
    // Enter in the form submits it, as the button does.
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }).closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));

    expect((await screen.findByRole('alert')).textContent).toBe(BALANCE_REFUSAL);
    expect(events).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Why are you leaving?' }));
    expect((screen.getByRole('radio', { name: 'I play on another site' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Anything else you want to tell us? (optional)') as HTMLTextAreaElement).value).toBe('Cheaper tickets');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw apiError(503, 'Service unavailable');
      },
      closureFunds(0),
    ];
    renderCloseAccount({ 'GET /customer/withdrawable-funds': () => answers.shift()?.() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your balance");
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Another reason' })).toBeTruthy();
  });
});

describe('account closed', () => {
  it('confirms the closure, says what still happens, and leads home through the shell', () => {
    const props = buildRemoteProps({ navigate: jest.fn() });
    render(
      <MemoryRouter initialEntries={['/close-my-account/success']}>
        <CloseAccountSuccessPage i18n={props.i18n} navigate={props.navigate} site={props.site} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeTruthy();
    expect(document.title).toBe('Your account is closed | Demo Lotto');
    expect(screen.getByText("We've emailed you to confirm it. You've been signed out and can't sign in to it again.")).toBeTruthy();
    expect(screen.getByText('Questions about your closed account? Call support on 1300 000 000.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });
});
