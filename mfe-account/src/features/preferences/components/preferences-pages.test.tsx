import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { CommunicationPreferences } from '@drawfront/shared/contract/communication-preferences';
import { buildDetails, renderAccountPage } from '../../../testing/render-details';
import { PreferencesPage } from './preferences-page';
import { UnsubscribePage } from './unsubscribe-page';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const ID = buildDetails().customerId;
const SIGNATURE = 'A'.repeat(43);
const PATH = `/customer/${ID}/communication-preferences`;
const prefs = (overrides: Partial<CommunicationPreferences['preferences']> = {}, unsubscribedOffers: string[] = []): CommunicationPreferences => ({
  features: { methodsEnabled: true, methods: { email: true, phone: true, sms: true, directmail: true } },
  preferences: { email: true, phone: false, sms: false, directmail: false, ...overrides },
  unsubscribedOffers,
});
const puts = (request: jest.Mock) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === 'PUT');

describe('communication preferences', () => {
  it("shows the signed-in customer's choices and saves the spec's PUT body", async () => {
    const { request, container } = renderAccountPage((props) => <PreferencesPage api={props.api} i18n={props.i18n} session={props.session} site={props.site} />, {
      path: '/communication-preferences',
      pattern: '/communication-preferences',
      handlers: { [`GET ${PATH}`]: () => prefs(), [`PUT ${PATH}`]: (r) => prefs((r.body as { preferences: CommunicationPreferences['preferences'] }).preferences) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Communication preferences' })).toBeTruthy();
    const email = (await screen.findByRole('checkbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Email', 'Phone calls', 'Text messages (SMS)', 'Post']);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Text messages (SMS)' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save preferences' })));
    expect(puts(request)).toEqual([{ method: 'PUT', path: PATH, query: { signature: undefined }, body: { preferences: { email: true, phone: false, sms: true, directmail: false } } }]);
    expect(await screen.findByText('Your preferences have been saved.')).toBeTruthy();
  });

  it("opens an emailed link's customer with its signature, and names offers unsubscribed from", async () => {
    const { request } = renderAccountPage((props) => <PreferencesPage api={props.api} i18n={props.i18n} session={props.session} site={props.site} />, {
      path: `/communication-preferences/${ID}?signature=${SIGNATURE}`,
      pattern: '/communication-preferences/:id',
      handlers: { [`GET ${PATH}`]: () => prefs({}, ['saturday-super-draw']) },
    });
    expect(await screen.findByText('You have unsubscribed from emails about Saturday Super Draw. Ticking Email turns them back on.')).toBeTruthy();
    expect(request.mock.calls[0]![0]).toMatchObject({ path: PATH, query: { signature: SIGNATURE } });
  });
});

describe('unsubscribe', () => {
  const page = (path: string, handlers: Record<string, (r: ApiRequest) => unknown>) =>
    renderAccountPage((props) => <UnsubscribePage api={props.api} i18n={props.i18n} site={props.site} />, { path, pattern: '/unsubscribe/:customerId/:productOfferKey?', handlers, capabilities: ['manage-notification-settings'] });

  it("unsubscribes from one offer's mail with the reasons chosen", async () => {
    const { request, container } = page(`/unsubscribe/${ID}/saturday-super-draw?signature=${SIGNATURE}`, {
      [`GET ${PATH}`]: () => prefs(),
      [`PUT ${PATH}/saturday-super-draw`]: () => prefs({}, ['saturday-super-draw']),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from Saturday Super Draw emails' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I get too many emails' }));
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(puts(request)).toEqual([{ method: 'PUT', path: `${PATH}/saturday-super-draw`, query: { signature: SIGNATURE }, body: { preferences: { email: false }, unsubscribeReasons: ['I get too many emails'] } }]);
    expect(await screen.findByText("You're unsubscribed.")).toBeTruthy();
    expect(screen.getByText("We won't email you about Saturday Super Draw any more.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage all your email preferences' }).getAttribute('href')).toBe(`/communication-preferences/${ID}?signature=${SIGNATURE}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a link with a bad signature in plain words, offering nothing to submit', async () => {
    const message = 'This link is not valid. Please use the link in your latest email, or sign in to change your preferences.';
    page(`/unsubscribe/${ID}?signature=${SIGNATURE}`, { [`GET ${PATH}`]: () => Promise.reject(new ApiError({ status: 403, message, code: 'preferences_link_invalid', errors: {}, result: null, reported: false, context: 'test' })) });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails' })).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    // Trying again cannot mend a forged link.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
