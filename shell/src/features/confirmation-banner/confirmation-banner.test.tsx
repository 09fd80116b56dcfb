import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildCustomer as buildFullCustomer } from '@drawfront/shared/testing/build-customer';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildShellContext, renderAt } from '../../testing/test-context';
import { ConfirmationBanner } from './confirmation-banner';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

function setup(flags: { addressConfirmationRequired?: boolean; emailAddressConfirmationRequired?: boolean }, pathname = '/my-account') {
  let customer = buildFullCustomer({ customerId: 'c-1001', email: 'alex@example.com', ...flags, addressConfirmationRequired: flags.addressConfirmationRequired ?? false, emailAddressConfirmationRequired: flags.emailAddressConfirmationRequired ?? false });
  let answer: (value: unknown) => void = () => undefined;
  const request = jest.fn((r: ApiRequest) => {
    if (r.path === '/customer') return Promise.resolve(customer);
    return new Promise((resolve) => {
      answer = (value) => {
        customer = { ...customer, addressConfirmationRequired: false };
        resolve(value);
      };
    });
  });
  const context = buildShellContext({ customer: flags, api: buildApi(request) });
  const events: DrawfrontEvent[] = [];
  context.bus.events$.subscribe((event) => events.push(event));
  const view = renderAt(<ConfirmationBanner context={context} pathname={pathname} />, pathname);
  return { ...view, request, events, answer: (value: unknown) => answer(value) };
}

describe('the confirmation banner', () => {
  it('asks for the address first, with Confirm and an Update link to my details', () => {
    setup({ addressConfirmationRequired: true, emailAddressConfirmationRequired: true });
    const banner = screen.getByRole('region', { name: 'Confirm your address' });
    expect(banner.textContent).toContain('Is your address still correct? Please confirm it, or update it if it has changed.');
    expect(screen.getByRole('button', { name: 'Confirm address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update' }).getAttribute('href')).toBe('/my-account/my-details');
  });

  it('asks for the email when only the email needs confirming', () => {
    setup({ emailAddressConfirmationRequired: true });
    expect(screen.getByRole('region', { name: 'Confirm your email address' }).textContent).toContain('Please confirm your email address alex@example.com.');
  });

  it('never shows on the my-details pages, nor when nothing needs confirming', () => {
    setup({ addressConfirmationRequired: true }, '/my-account/my-details');
    expect(screen.queryByRole('region')).toBeNull();
    setup({ addressConfirmationRequired: true }, '/customer/details');
    expect(screen.queryByRole('region')).toBeNull();
    setup({});
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('confirms once however often it is pressed, re-reads the customer, tracks it and shows a notice that goes away', async () => {
    const { request, events, answer } = setup({ addressConfirmationRequired: true });
    const button = screen.getByRole('button', { name: 'Confirm address' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(request.mock.calls.filter(([r]) => r.method === 'PATCH')).toEqual([[{ method: 'PATCH', path: '/customer/confirm-address', body: {} }]]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ status: 'confirmed', email: 'alex@example.com' }));
    expect(request.mock.calls.map(([r]) => r.path)).toEqual(['/customer/confirm-address', '/customer']);
    expect(events).toContainEqual({ type: 'analytics/track', name: 'Address Confirmed', properties: { status: 'confirmed' } });
    expect(events).toContainEqual({ type: 'notification/show', notification: { title: 'Thank you', message: 'Thanks, your address is confirmed.', level: 'success', isAutoDismissed: true, startedAt: expect.any(Number) } });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = setup({ addressConfirmationRequired: true });
    expect(await axeViolations(container)).toEqual([]);
  });
});
