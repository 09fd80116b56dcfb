import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { buildPlayBreak } from '../../../testing/build-play-break';
import { renderTakeABreak } from '../../../testing/render-take-a-break';

const apiError = (status: number, message: string, code: string | null = null) => new ApiError({ status, message, code, errors: {}, result: null, reported: false, context: 'test' });
const posts = (request: jest.Mock) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === 'POST');
const radioNames = () => screen.queryAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const noBreak = () => ({ playBreak: null });
const NOT_SHORTENED = "You're already on a break until Sunday 20 December 2026 at 11:00 am. A break can't be shortened: choose a period that ends later.";

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('take a break', () => {
  it('explains the rules and offers every period in two groups', async () => {
    renderTakeABreak({ 'GET /customer/play-break': noBreak });
    expect(screen.getByRole('heading', { level: 1, name: 'Take a break' })).toBeTruthy();
    expect(screen.getByText("Once it starts, it can't be shortened or lifted early.")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your play settings');
    expect(document.title).toBe('Take a break | Demo Lotto');

    const breaks = await screen.findByRole('group', { name: 'Take a break' });
    expect(within(breaks).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['24 hours', '7 days', '30 days', '6 months']);
    const exclusions = screen.getByRole('group', { name: 'Exclude yourself' });
    expect(within(exclusions).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1 year', '5 years', 'Permanently']);
    expect(screen.getByRole('group', { name: 'How long do you want to stop for?' })).toBeTruthy();
  });

  it('confirms a chosen break: posts the period, shows it busy, then the notice of the break in force', async () => {
    const answer = deferred<{ playBreak: PlayBreak }>();
    const { request, queries, bus } = renderTakeABreak({ 'GET /customer/play-break': noBreak, 'POST /customer/play-break': () => answer.promise });
    let customerChanged = 0;
    bus.on('customer/changed').subscribe(() => (customerChanged += 1));
    fireEvent.click(await screen.findByRole('radio', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Confirm your break' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("You're taking a break for 7 days.")).toBeTruthy();
    expect(screen.getByText('It ends on Sunday 29 November 2026 at 11:00 am.')).toBeTruthy();
    expect(screen.getByText("Once you confirm, it can't be undone: it can't be shortened or lifted early.")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm break' }));
    const busy = screen.getByRole('button', { name: 'Confirming…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(posts(request)).toEqual([expect.objectContaining({ path: '/customer/play-break', body: { period: '7_days' } })]);

    answer.resolve({ playBreak: buildPlayBreak({ period: '7_days', startsAt: '2026-11-22T00:00:00.000Z', endsAt: '2026-11-29T00:00:00.000Z' }) });
    const active = await screen.findByRole('heading', { level: 2, name: "You're on a break" });
    expect(document.activeElement).toBe(active);
    expect(screen.getByRole('status').textContent).toBe(
      "You're taking a break from play until Sunday 29 November 2026 at 11:00 am. You can still see your tickets, collect prizes and withdraw.Period: 7 days (a break).",
    );
    expect(screen.queryByRole('button', { name: 'Confirm break' })).toBeNull();
    expect(radioNames()).not.toContain('7 days');
    expect(queries.invalidated).toContainEqual(['customer']);
    // The shell re-reads the customer, so every remote's buy buttons become the notice.
    expect(customerChanged).toBe(1);
  });

  it('asks to choose a period when none is chosen, and sends nothing', async () => {
    const { request } = renderTakeABreak({ 'GET /customer/play-break': noBreak });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    const error = screen.getByText('Choose how long');
    const group = screen.getByRole('group', { name: 'How long do you want to stop for?' });
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '24 hours' }));
    expect(screen.queryByRole('heading', { name: 'Confirm your break' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '1 year' }));
    expect(screen.queryByText('Choose how long')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeNull();
    expect(posts(request)).toHaveLength(0);
  });

  it('confirms a permanent self-exclusion, which has no end', async () => {
    const { request } = renderTakeABreak({
      'GET /customer/play-break': noBreak,
      'POST /customer/play-break': () => ({ playBreak: buildPlayBreak({ kind: 'self_exclusion', period: 'permanent', startsAt: '2026-11-22T00:00:00.000Z', endsAt: null }) }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Permanently' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Confirm your self-exclusion' }));
    expect(screen.getByText("You're excluding yourself permanently.")).toBeTruthy();
    expect(screen.getByText(/It has no end/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm self-exclusion' }));
    expect(await screen.findByText("You've excluded yourself from play permanently. You can still see your tickets, collect prizes and withdraw.")).toBeTruthy();
    expect(screen.getByText('Period: Permanently (a self-exclusion).')).toBeTruthy();
    expect(radioNames()).toEqual([]);
    expect(screen.getByText("A permanent self-exclusion can't be changed.")).toBeTruthy();
    expect(posts(request)[0]?.body).toEqual({ period: 'permanent' });
  });

  it("shows the server's refusal and changes nothing; going back keeps the choice", async () => {
    renderTakeABreak({
      'GET /customer/play-break': noBreak,
      'POST /customer/play-break': () => {
        throw apiError(422, NOT_SHORTENED, 'play_break_not_shortened');
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: '24 hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm break' }));

    expect((await screen.findByRole('alert')).textContent).toBe(NOT_SHORTENED);
    expect(screen.getByRole('button', { name: 'Confirm break' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('heading', { name: "You're on a break" })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How long do you want to stop for?' }));
    expect((screen.getByRole('radio', { name: '24 hours' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the break in force with its notice and offers only periods that end later', async () => {
    renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: buildPlayBreak() }) });
    expect(await screen.findByRole('heading', { level: 2, name: "You're on a break" })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    const status = screen.getByRole('status');
    expect(within(status).getByText("You're taking a break from play until Sunday 20 December 2026 at 11:00 am. You can still see your tickets, collect prizes and withdraw.")).toBeTruthy();
    expect(within(status).getByText('Period: 30 days (a break).')).toBeTruthy();

    expect(screen.getByRole('group', { name: 'Make it longer' })).toBeTruthy();
    expect(screen.getByText('You can only choose a period that ends later than the one in force.')).toBeTruthy();
    expect(radioNames()).toEqual(['30 days', '6 months', '1 year', '5 years', 'Permanently']);
  });

  it('shows a load error with a retry', async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw apiError(503, 'Service unavailable');
      },
      noBreak,
    ];
    renderTakeABreak({ 'GET /customer/play-break': () => answers.shift()?.() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't check whether you're on a break");
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '24 hours' })).toBeTruthy();
  });
});
