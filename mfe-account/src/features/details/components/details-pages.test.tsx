import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildDetails, renderAccountPage } from '../../../testing/render-details';
import { ConfirmAddressPage } from './confirm-address-page';
import { MyDetailsPage } from './my-details-page';
import { UpgradeAccountPage } from './upgrade-account-page';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const apiError = (status: number, message: string, code: string, errors: Record<string, string[]> = {}) => new ApiError({ status, message, code, errors, result: null, reported: false, context: 'test' });
const bodyOf = (request: jest.Mock, method: string) => request.mock.calls.map(([r]) => r as ApiRequest).filter((r) => r.method === method).map((r) => r.body);

function myDetails(handlers: Record<string, (r: ApiRequest) => unknown> = {}) {
  return renderAccountPage((props) => <MyDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />, {
    path: '/my-account/my-details',
    pattern: '/my-account/my-details',
    handlers: { 'GET /customer/details': () => buildDetails(), ...handlers },
  });
}

describe('my details', () => {
  it('shows the details, then a labelled form with the fields the Australian address has', async () => {
    const { container } = myDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'My details' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your details');
    expect(await screen.findByText('Dana Demo')).toBeTruthy();
    expect(screen.getByText('Sydney NSW 2000')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dana');
    expect(screen.getByLabelText('Phone number (optional)')).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();
    // groups spec §5: address line 2 "never" in the default configuration.
    expect(screen.queryByLabelText(/Address line 2/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names and checks a British address as the UK does: town, county, postcode and UK phone hints, no Australian state', async () => {
    const gb = buildDetails({ phone: '', address: { addressLine1: '1 Test Street', addressLine2: '', suburb: 'London', postcode: 'EC1A 1BB', state: '', country: 'GB' }, addressConfig: { address: 'required', addressLine2: 'optional', country: 'required', postcode: 'required', state: 'optional', suburb: 'required', format: 'uk', defaultCountry: 'GB' } });
    const { request, container } = myDetails({ 'GET /customer/details': () => gb });
    fireEvent.click(await screen.findByRole('button', { name: 'Change details' }));
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('London');
    expect(screen.getByLabelText('County (optional)').tagName).toBe('INPUT');
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.queryByLabelText('Suburb')).toBeNull();
    expect(screen.queryByText('NSW')).toBeNull();
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode.getAttribute('inputmode')).toBeNull();
    expect(document.getElementById(postcode.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('For example, SW1A 1AA');
    const phone = screen.getByLabelText('Phone number (optional)');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('For example, 07700 900123');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(postcode, { target: { value: '2000' } });
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('Please enter a valid postcode, e.g. SW1A 1AA.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number, e.g. 07700 900123.')).toBeTruthy();
    expect(bodyOf(request, 'POST')).toEqual([]);
  });

  it('checks the fields before sending, with the messages the API uses', async () => {
    const { request } = myDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Change details' }));
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Suburb'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('Please enter a 4 digit post code.')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Suburb'));
    expect(bodyOf(request, 'POST')).toEqual([]);
  });

  it('sends only what changed, then shows the saved details and asks the shell to re-read the customer', async () => {
    const saved = buildDetails({ address: { ...buildDetails().address, addressLine1: '2 Pitt St' }, addressConfirmationRequired: true });
    const { request, events } = myDetails({ 'POST /customer/details': () => saved });
    fireEvent.click(await screen.findByRole('button', { name: 'Change details' }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '2 Pitt St' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save details' })));
    expect(bodyOf(request, 'POST')).toEqual([{ addressLine1: '2 Pitt St' }]);
    const success = await screen.findByRole('status');
    expect(within(success).getByText('Your details have been saved.')).toBeTruthy();
    expect(success.textContent).toContain('We sent a link to dana@example.com. Open it to confirm your changes.');
    expect(screen.getByText('2 Pitt St')).toBeTruthy();
    expect(events).toContainEqual({ type: 'customer/changed' });
  });

  it("shows an immutable field read-only, and puts the API's refusal under its field", async () => {
    myDetails({
      'GET /customer/details': () => buildDetails({ immutableFields: ['dateOfBirth'] }),
      'POST /customer/details': () => Promise.reject(apiError(409, 'Another account already uses this email address.', 'email_taken')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change details' }));
    const dob = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(dob.readOnly).toBe(true);
    expect(screen.getByText('Contact support to change this.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'taken@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save details' })));
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('Another account already uses this email address.');
  });
});

describe('upgrade account', () => {
  it('asks for the whole address, then carries on to the account', async () => {
    const { request, navigate, events, container } = renderAccountPage((props) => <UpgradeAccountPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />, {
      path: '/my-account/upgrade-account',
      pattern: '/my-account/upgrade-account',
      handlers: {
        'GET /customer/details': () => buildDetails({ phone: '', address: { addressLine1: '', addressLine2: '', suburb: '', postcode: '', state: 'VIC', country: 'AU' } }),
        'POST /customer/details': () => buildDetails(),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your details' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '5 Collins St' } });
    fireEvent.change(screen.getByLabelText('Suburb'), { target: { value: 'Melbourne' } });
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '3000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    expect(bodyOf(request, 'POST')).toEqual([{ addressLine1: '5 Collins St', suburb: 'Melbourne', postcode: '3000' }]);
    expect(events).toContainEqual({ type: 'customer/changed' });
    expect(navigate).toHaveBeenCalledWith('/my-account', { replace: true });
  });
});

describe('confirm address page', () => {
  const page = (path: string, handlers: Record<string, (r: ApiRequest) => unknown>) =>
    renderAccountPage((props) => <ConfirmAddressPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />, { path, pattern: '/my-account/confirm-address/:token?', handlers });

  it('spends the link once on arrival and says the address is confirmed', async () => {
    const { request, events, container } = page('/my-account/confirm-address/abcDEF123_-xyz456abcDEF', { 'PATCH /customer/confirm-address': () => ({ status: 'confirmed', email: 'dana@example.com' }) });
    expect(await screen.findByText('Thanks, your address is confirmed.')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(bodyOf(request, 'PATCH')).toEqual([{ token: 'abcDEF123_-xyz456abcDEF' }]);
    expect(events).toContainEqual({ type: 'customer/changed' });
    expect(screen.getByRole('link', { name: 'Go to my details' }).getAttribute('href')).toBe('/my-account/my-details');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("confirms an email address's link, and shows the API's words for a spent one", async () => {
    page('/my-account/confirm-address/abcDEF123_-xyz456abcDEF?kind=email', {
      'PATCH /customer/confirm-email-address': () => Promise.reject(apiError(410, 'This confirmation link has expired or has already been used.', 'confirmation_link_invalid')),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    expect(await screen.findByText('This confirmation link has expired or has already been used.')).toBeTruthy();
    expect(screen.getByText("We couldn't confirm your email address")).toBeTruthy();
  });

  it('explains where the link is when the page is opened without one', () => {
    const { request } = page('/my-account/confirm-address', {});
    expect(screen.getByText('Open the link in the email we sent you to confirm your address.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
