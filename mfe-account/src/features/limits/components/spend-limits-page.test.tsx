import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { NotificationInput } from '@drawfront/shared/bus/events';
import type { SpendLimits } from '@drawfront/shared/contract/limits';
import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSpendLimit, buildSpendLimits, SUNDAY_10AM } from '../../../testing/build-spend-limits';
import { SpendLimitsPage } from './spend-limits-page';

type Handler = (request: ApiRequest) => unknown;

function renderLimits(handlers: Record<string, Handler>, site = buildSite()) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const notify = jest.fn<void, [NotificationInput]>();
  const props = buildRemoteProps({ api: buildApi(request), notify, site });
  render(
    <MemoryRouter initialEntries={['/my-account/spend-limits']}>
      <SpendLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />
    </MemoryRouter>,
  );
  return { request, notify };
}

const apiError = (status: number, message: string, errors: Record<string, unknown> = {}) =>
  new ApiError({ status, message, code: status === 422 ? 'validation_failed' : null, errors, result: null, reported: false, context: 'test' });
const card = (name: string) => screen.getByRole('region', { name });
const calls = (request: jest.Mock, method: string) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => (r.method ?? 'GET') === method);
const withDaily = () => buildSpendLimits([buildSpendLimit()]);

describe('spend limits', () => {
  it('links to taking a break, at the path the site gives that page', async () => {
    renderLimits({ 'GET /spend-limits': () => withDaily() }, buildSite({ routeOverrides: { 'take-a-break': '/my-account/pause-play' } }));
    await screen.findByRole('region', { name: 'Daily limit' });
    expect(screen.getByText(/Need more than a limit\?/).textContent).toBe('Need more than a limit? Take a break or exclude yourself.');
    expect(screen.getByRole('link', { name: 'Take a break or exclude yourself.' }).getAttribute('href')).toBe('/my-account/pause-play');
  });

  it('shows loading, then each period with its spend, reset time, the platform maximum and the cooling-off rule', async () => {
    renderLimits({ 'GET /spend-limits': () => withDaily() });
    expect(screen.getByRole('heading', { level: 1, name: 'Spend limits' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your spend limits');
    expect(document.title).toBe('Spend limits | Demo Lotto');

    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    expect(screen.getByText('A new or lower limit applies straight away; a higher limit, or removing a limit, applies after 7 days.')).toBeTruthy();
    expect(screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)).toEqual(['Daily limit', 'Weekly limit', 'Monthly limit']);

    const meter = within(daily).getByRole('meter', { name: '$12.50 of $50.00 spent today' });
    expect(meter.getAttribute('value')).toBe('1250');
    expect(meter.getAttribute('max')).toBe('5000');
    expect(within(daily).getByText('Resets Mon 23 Nov, 12:00 am')).toBeTruthy();
    const input = within(daily).getByLabelText('Daily limit') as HTMLInputElement;
    expect(input.value).toBe('50.00');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The most you can set is $1,000.00 a day, the site-wide limit.');
    expect(within(daily).getByRole('button', { name: 'Change daily limit' })).toBeTruthy();
    expect(within(daily).getByRole('button', { name: 'Remove daily limit' })).toBeTruthy();

    const weekly = card('Weekly limit');
    expect(within(weekly).getByText("You haven't set a weekly limit.")).toBeTruthy();
    expect((within(weekly).getByLabelText('Weekly limit') as HTMLInputElement).value).toBe('');
    expect(within(weekly).getByRole('button', { name: 'Set weekly limit' })).toBeTruthy();
    expect(within(weekly).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows only the periods the site offers', async () => {
    renderLimits({ 'GET /spend-limits': () => buildSpendLimits([], { availablePeriods: ['monthly'] }) });
    await screen.findByRole('region', { name: 'Monthly limit' });
    expect(screen.queryByRole('region', { name: 'Daily limit' })).toBeNull();
  });

  it('shows a load error with a retry that reads again', async () => {
    const answers: Array<() => SpendLimits> = [
      () => {
        throw apiError(503, 'Service unavailable');
      },
      () => withDaily(),
    ];
    renderLimits({ 'GET /spend-limits': () => answers.shift()?.() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your spend limits");
    expect(alert.textContent).toContain('Service unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Daily limit' })).toBeTruthy();
  });

  it('shows pending changes: a higher limit from a date, a removal on a date (and no second removal)', async () => {
    renderLimits({
      'GET /spend-limits': () =>
        buildSpendLimits([
          buildSpendLimit({ pending: { limit: { amount: 8000, currency: 'AUD' }, effectiveAt: SUNDAY_10AM } }),
          buildSpendLimit({ id: 'limit-weekly', period: 'weekly', pending: { limit: null, effectiveAt: SUNDAY_10AM } }),
        ]),
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    expect(within(daily).getByText('Your new limit of $80.00 applies from Sun 29 Nov, 10:00 am')).toBeTruthy();
    const weekly = card('Weekly limit');
    expect(within(weekly).getByText('This limit will be removed on Sun 29 Nov, 10:00 am')).toBeTruthy();
    expect(within(weekly).queryByRole('button', { name: 'Remove weekly limit' })).toBeNull();
  });

  it.each([
    ['', REQUIRED_MESSAGE],
    ['ten', 'Please enter numbers only'],
    ['10.505', 'Amount must follow format e.g: 1.50'],
    ['0.50', 'Please enter an amount equal to or greater than $1.00.'],
    ['1000.01', 'Please enter an amount equal to or less than $1,000.00.'],
  ])('refuses %p with "%s" on the field, focused, and sends nothing', async (value, message) => {
    const { request } = renderLimits({ 'GET /spend-limits': () => withDaily() });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    const input = within(daily).getByLabelText('Daily limit');
    fireEvent.change(input, { target: { value } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Change daily limit' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(document.activeElement).toBe(input);
    expect(calls(request, 'PUT')).toHaveLength(0);
  });

  it('sends the typed amount to PUT /spend-limits/{period}, shows the new limit and says so politely', async () => {
    let resolve: (value: SpendLimits) => void = () => undefined;
    const { request } = renderLimits({
      'GET /spend-limits': () => withDaily(),
      'PUT /spend-limits/daily': () => new Promise<SpendLimits>((done) => (resolve = done)),
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.change(within(daily).getByLabelText('Daily limit'), { target: { value: '20' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Change daily limit' }));

    const busy = within(daily).getByRole('button', { name: 'Saving…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(within(daily).getByRole('button', { name: 'Remove daily limit' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(calls(request, 'PUT')).toHaveLength(1);
    expect(calls(request, 'PUT')[0]).toMatchObject({ path: '/spend-limits/daily', body: { limit: '20.00' } });

    resolve(buildSpendLimits([buildSpendLimit({ limit: { amount: 2000, currency: 'AUD' } })]));
    const notice = await within(daily).findByText('Your daily limit is now $20.00.');
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
    expect(within(daily).getByRole('meter', { name: '$12.50 of $20.00 spent today' })).toBeTruthy();
    expect(within(daily).getByRole('button', { name: 'Change daily limit' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says when a higher limit applies', async () => {
    renderLimits({
      'GET /spend-limits': () => withDaily(),
      'PUT /spend-limits/daily': () => buildSpendLimits([buildSpendLimit({ pending: { limit: { amount: 8000, currency: 'AUD' }, effectiveAt: SUNDAY_10AM } })]),
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.change(within(daily).getByLabelText('Daily limit'), { target: { value: '80' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Change daily limit' }));
    expect(await within(daily).findByText('Your new daily limit of $80.00 applies from Sun 29 Nov, 10:00 am.')).toBeTruthy();
    expect(within(daily).getByText('Your new limit of $80.00 applies from Sun 29 Nov, 10:00 am')).toBeTruthy();
  });

  it("shows the server's 422 message under the field and focuses it", async () => {
    renderLimits({
      'GET /spend-limits': () => withDaily(),
      'PUT /spend-limits/weekly': () => {
        throw apiError(422, 'Validation failed', { limit: ['Please enter an amount equal to or less than $5,000.00.'] });
      },
    });
    const weekly = await screen.findByRole('region', { name: 'Weekly limit' });
    const input = within(weekly).getByLabelText('Weekly limit');
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(within(weekly).getByRole('button', { name: 'Set weekly limit' }));
    expect(await within(weekly).findByText('Please enter an amount equal to or less than $5,000.00.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Please enter an amount equal to or less than $5,000.00.');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other save failure above the form', async () => {
    renderLimits({
      'GET /spend-limits': () => withDaily(),
      'PUT /spend-limits/daily': () => {
        throw apiError(503, 'Service unavailable');
      },
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Change daily limit' }));
    const alert = await within(daily).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't save your limit");
    expect(alert.textContent).toContain('Service unavailable');
  });

  it('asks before removing, says it takes 7 days, and Keep my limit goes back', async () => {
    const { request } = renderLimits({ 'GET /spend-limits': () => withDaily() });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    const confirm = within(daily).getByRole('button', { name: 'Yes, remove it' });
    expect(document.activeElement).toBe(confirm);
    expect(document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Removing your daily limit takes 7 days. Until then your current limit still applies.');
    fireEvent.click(within(daily).getByRole('button', { name: 'Keep my limit' }));
    expect(document.activeElement).toBe(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    expect(calls(request, 'DELETE')).toHaveLength(0);
  });

  it('removes a limit by id and shows the removal date from the answer', async () => {
    const { request } = renderLimits({
      'GET /spend-limits': () => withDaily(),
      'DELETE /spend-limits/limit-daily': () => buildSpendLimits([buildSpendLimit({ pending: { limit: null, effectiveAt: SUNDAY_10AM } })]),
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    fireEvent.click(within(daily).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(daily).findByText('Your daily limit will be removed on Sun 29 Nov, 10:00 am.')).toBeTruthy();
    expect(within(daily).getByText('This limit will be removed on Sun 29 Nov, 10:00 am')).toBeTruthy();
    expect(within(daily).queryByRole('button', { name: 'Remove daily limit' })).toBeNull();
    expect(document.activeElement).toBe(within(daily).getByRole('heading', { name: 'Daily limit' }));
    expect(calls(request, 'DELETE')).toHaveLength(1);
  });

  it("shows a 422 refusal's message as an error notification and keeps the limit", async () => {
    const { request, notify } = renderLimits({
      'GET /spend-limits': () => withDaily(),
      'DELETE /spend-limits/limit-daily': () => {
        throw apiError(422, 'Limits cannot be removed during a break from play.');
      },
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    fireEvent.click(within(daily).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(daily).findByRole('button', { name: 'Remove daily limit' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ title: 'Your daily limit was not removed', message: 'Limits cannot be removed during a break from play.', level: 'error' });
    expect(document.activeElement).toBe(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    expect(calls(request, 'GET')).toHaveLength(1);
  });

  it('reads the limits again when a removal fails otherwise (an unknown id)', async () => {
    const answers = [withDaily(), buildSpendLimits([])];
    const { request, notify } = renderLimits({
      'GET /spend-limits': () => answers.shift(),
      'DELETE /spend-limits/limit-daily': () => {
        throw apiError(404, 'Not found');
      },
    });
    const daily = await screen.findByRole('region', { name: 'Daily limit' });
    fireEvent.click(within(daily).getByRole('button', { name: 'Remove daily limit' }));
    fireEvent.click(within(daily).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(daily).findByText("You haven't set a daily limit.")).toBeTruthy();
    expect(calls(request, 'GET')).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });
});
