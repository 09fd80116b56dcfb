import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { NotificationInput } from '@drawfront/shared/bus/events';
import type { Customer } from '@drawfront/shared/contract/customer';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer } from '../../../testing/build-customer';
import { PrecommitmentPage } from './precommitment-page';

type Handler = (request: ApiRequest) => unknown;

function renderPrecommitment(handlers: Record<string, Handler>) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const notify = jest.fn<void, [NotificationInput]>();
  const props = buildRemoteProps({ api: buildApi(request), notify });
  // Another reader of the customer on the page (the header's wallet, checkout): told when it must read again.
  const queries = createQueryClient();
  const customerReread = jest.fn();
  queries.subscribe(['customer'], customerReread);
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={['/my-account/precommitment-limit']}>
        <PrecommitmentPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { request, notify, customerReread };
}

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const withLimit = (limit: number, spent = 500): Customer => buildCustomer({ preCommitment: { limit: aud(limit), spentThisPeriod: aud(spent) } });
const apiError = (status: number, message: string, errors: Record<string, unknown> = {}) => new ApiError({ status, message, code: null, errors, result: null, reported: false, context: 'test' });
const calls = (request: jest.Mock, method: string) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => (r.method ?? 'GET') === method);

describe('pre-commitment limit', () => {
  it('shows the weekly limit as the cart words it, what is spent this week, and the title', async () => {
    renderPrecommitment({ 'GET /customer': () => withLimit(2000) });
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-commitment limit' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your pre-commitment limit');
    expect(await screen.findByText('Your pre-commitment limit is $20.00 a week.')).toBeTruthy();
    expect(screen.getByRole('meter', { name: '$5.00 of $20.00 spent this week' })).toBeTruthy();
    expect((screen.getByLabelText('Weekly pre-commitment limit') as HTMLInputElement).value).toBe('20.00');
    expect(screen.getByRole('button', { name: 'Change limit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove pre-commitment limit' })).toBeTruthy();
    expect(document.title).toBe('Pre-commitment limit | Demo Lotto');
  });

  it('offers to set one when there is none', async () => {
    renderPrecommitment({ 'GET /customer': () => buildCustomer({ preCommitment: null }) });
    expect(await screen.findByText("You haven't set a pre-commitment limit.")).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set limit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove pre-commitment limit' })).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    const answers: Array<() => Customer> = [
      () => {
        throw apiError(503, 'Service unavailable');
      },
      () => withLimit(2000),
    ];
    renderPrecommitment({ 'GET /customer': () => answers.shift()?.() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your pre-commitment limit");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your pre-commitment limit is $20.00 a week.')).toBeTruthy();
  });

  it('checks the amount with the shared rule before sending', async () => {
    const { request } = renderPrecommitment({ 'GET /customer': () => buildCustomer() });
    const input = await screen.findByLabelText('Weekly pre-commitment limit');
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '1.505' } });
    expect(screen.getByText('Amount must follow format e.g: 1.50')).toBeTruthy();
    expect(calls(request, 'POST')).toHaveLength(0);
  });

  it('POSTs the typed amount, shows the new limit and has every other reader of the customer read it again', async () => {
    const { request, customerReread } = renderPrecommitment({ 'GET /customer': () => buildCustomer(), 'POST /precommitment': () => withLimit(3050, 0) });
    fireEvent.change(await screen.findByLabelText('Weekly pre-commitment limit'), { target: { value: '30.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true');
    const notice = await screen.findByText('Your pre-commitment limit is now $30.50 a week.');
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
    expect(calls(request, 'POST')[0]).toMatchObject({ path: '/precommitment', body: { limit: '30.50' } });
    expect(screen.getByText('Your pre-commitment limit is $30.50 a week.')).toBeTruthy();
    expect(customerReread).toHaveBeenCalled();
  });

  it("shows the server's 422 message under the field", async () => {
    renderPrecommitment({
      'GET /customer': () => buildCustomer(),
      'POST /precommitment': () => {
        throw apiError(422, 'Validation failed', { limit: ['Please enter an amount equal to or greater than $1.00.'] });
      },
    });
    const input = await screen.findByLabelText('Weekly pre-commitment limit');
    fireEvent.change(input, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Please enter an amount equal to or greater than $1.00.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('removes the limit after confirming', async () => {
    const { request } = renderPrecommitment({ 'GET /customer': () => withLimit(2000), 'DELETE /precommitment': () => buildCustomer({ preCommitment: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove pre-commitment limit' }));
    expect(screen.getByText('Your pre-commitment limit will be removed straight away and your purchases will no longer be capped each week.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Your pre-commitment limit has been removed.')).toBeTruthy();
    expect(screen.getByText("You haven't set a pre-commitment limit.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Weekly limit' }));
    expect(calls(request, 'DELETE')).toHaveLength(1);
  });

  it('shows a refused removal as an error notification', async () => {
    const { notify } = renderPrecommitment({
      'GET /customer': () => withLimit(2000),
      'DELETE /precommitment': () => {
        throw apiError(422, 'Your limit cannot be removed yet.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove pre-commitment limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByRole('button', { name: 'Remove pre-commitment limit' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ title: 'Your pre-commitment limit was not removed', message: 'Your limit cannot be removed yet.', level: 'error' });
  });
});
