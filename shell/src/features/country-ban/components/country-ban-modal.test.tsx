import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { COUNTRY_BANNED_TEXTS as T } from '@drawfront/shared/rules/country-ban';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildFullCustomer } from '../../../testing/session-builders';
import { buildShellContext, renderAt } from '../../../testing/test-context';
import { CountryBanModal } from './country-ban-modal';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

function setup(country: string, confirmationRequired: boolean) {
  const calls: string[] = [];
  let required = confirmationRequired;
  let accepted = false;
  const api = buildApi(async (request: ApiRequest) => {
    calls.push(`${request.method ?? 'GET'} ${request.path}`);
    if (request.path === '/locate') {
      // As the API does: being located in a banned country asks for a confirmation.
      if (country === 'US') required = true;
      return { countryCode: country, subVariant: 'AU', countryBanned: country === 'US' };
    }
    if (request.path === '/customer/terms-and-conditions') {
      accepted = true;
      return { termsAcceptedAt: '2030-01-01T00:00:00.000Z' };
    }
    if (request.path === '/customer/terms-and-conditions/location') {
      // As the API does: the location confirmation needs the terms accepted first.
      if (!accepted) throw new Error('terms not accepted');
      required = false;
      return { countryBanned: true, countryBannedConfirmationRequired: false };
    }
    if (request.path === '/customer') return buildFullCustomer({ customerId: 'c-1001', countryBanned: country === 'US', countryBannedConfirmationRequired: required });
    throw new Error(`unexpected ${request.path}`);
  });
  const context = buildShellContext({ customer: { countryBannedConfirmationRequired: confirmationRequired }, api });
  renderAt(<CountryBanModal context={context} />);
  return { context, calls };
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the banned-country terms confirmation', () => {
  it('locates the sign-in, asks a customer in a banned country to confirm, and saves the confirmation', async () => {
    const { context, calls } = setup('US', false);
    await flush();
    await flush();
    expect(calls).toContain('GET /locate');
    expect(context.session.get().customer?.countryBannedConfirmationRequired).toBe(true);
    const confirm = screen.getByRole('button', { name: T.confirm, hidden: true }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(T.checkbox));
    fireEvent.click(confirm);
    await flush();
    await flush();
    // The spec's two calls, in order: accept the terms, then confirm them for the location.
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /customer/terms-and-conditions', 'POST /customer/terms-and-conditions/location']);
    expect(context.session.get().customer?.countryBannedConfirmationRequired).toBe(false);
    expect(screen.queryByRole('button', { name: T.confirm, hidden: true })).toBeNull();
  });

  it('shows nothing to a customer at home', async () => {
    const { calls } = setup('AU', false);
    await flush();
    expect(calls).toEqual(['GET /locate']);
    expect(screen.queryByRole('button', { name: T.confirm, hidden: true })).toBeNull();
  });

  it('has no axe violations', async () => {
    setup('US', true);
    await flush();
    document.querySelector('dialog')!.setAttribute('open', '');
    expect(await axeViolations(document.querySelector('dialog')!)).toEqual([]);
  });
});
