import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildVerification } from '../../../testing/build-verification';
import { renderVerification } from '../../../testing/render-verification';
import type { Handler } from '../../../testing/render-verification';
import { VerifyAccountPage } from './verify-account-page';

const page = (handlers: Record<string, Handler>) =>
  renderVerification((props) => <VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />, '/my-account/verify-account', handlers);

function fillDetails(values: Record<string, string> = {}) {
  const all = { 'First name': 'Pat', 'Last name': 'Player', 'Date of birth': '1990-04-01', 'Street address': '1 George Street', Suburb: 'Sydney', Postcode: '2000', ...values };
  for (const [label, value] of Object.entries(all)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText('State or territory'), { target: { value: values.state ?? 'NSW' } });
}

describe('/my-account/verify-account', () => {
  it('shows the deadline, checks the details and shows the verified panel, telling the shell', async () => {
    const { request, events, queries } = page({
      'GET /customer/verification': () => buildVerification(),
      'POST /customer/verify': () => ({ outcome: 'verified', verification: buildVerification({ isVerified: true, auto: 'verified' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Not verified yet', level: 2 })).toBeTruthy();
    expect(screen.getByText("Please verify your identity by 9 January 2027. After that you can't buy tickets or withdraw until you do.")).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'With your name, date of birth and address (3 tries left)' })).toHaveProperty('checked', true);
    fillDetails();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my details' })));
    const sent = request.mock.calls.map(([r]: [ApiRequest]) => r).find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ firstname: 'Pat', lastname: 'Player', dateOfBirth: '1990-04-01', streetAddress: '1 George Street', suburb: 'Sydney', postcode: '2000', state: 'NSW' });
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my details' })).toBeNull();
    expect(events).toContainEqual({ type: 'customer/changed' });
    expect(queries.invalidated).toContainEqual(['customer']);
  });

  it('shows field errors before sending, and sends nothing', async () => {
    const { request } = page({ 'GET /customer/verification': () => buildVerification() });
    await screen.findByRole('button', { name: 'Verify my details' });
    fillDetails({ 'Date of birth': '2015-01-01', Postcode: '20' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my details' })));
    expect(screen.getByText('You must be 18 or over to play.')).toBeTruthy();
    expect(screen.getByText('Enter a 4 digit postcode.')).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(request.mock.calls.filter(([r]: [ApiRequest]) => r.method === 'POST')).toEqual([]);
  });

  it('puts the API field errors under the fields and its other refusals above the form', async () => {
    let answer: ApiError = new ApiError({ status: 422, message: 'invalid body', code: 'validation_failed', errors: { postcode: ['Enter a 4 digit postcode.'] }, result: null, reported: false, context: 'test' });
    page({
      'GET /customer/verification': () => buildVerification(),
      'POST /customer/verify': () => {
        throw answer;
      },
    });
    await screen.findByRole('button', { name: 'Verify my details' });
    fillDetails();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my details' })));
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    answer = new ApiError({ status: 422, message: 'You have used all 3 tries of this check. Upload a photo of your ID instead and we will check it for you.', code: 'verification_attempts_used', errors: {}, result: null, reported: false, context: 'test' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my details' })));
    const alert = screen.getAllByRole('alert').find((node) => node.textContent?.includes("We couldn't check your identity"));
    expect(alert?.textContent).toContain('You have used all 3 tries of this check.');
  });

  it('asks for a document with a link to the upload page when the check needs one', async () => {
    page({
      'GET /customer/verification': () => buildVerification(),
      'POST /customer/verification/licence': () => ({ outcome: 'document_required', verification: buildVerification({ licence: 'document_required', documentRequired: true }) }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /With your driver's licence/ }));
    for (const [label, value] of Object.entries({ 'First name': 'Pat', 'Last name': 'Player', 'Date of birth': '1990-04-01', 'Licence number': '99999999' })) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.change(screen.getByLabelText('State or territory of issue'), { target: { value: 'VIC' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my licence' })));
    expect(await screen.findByRole('heading', { name: 'We need a photo of your ID' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Upload a photo of your ID' })[0]!.getAttribute('href')).toBe('/my-account/manual-verification');
  });

  it('shows the block past the deadline, the failed method, and no form while a document is reviewed', async () => {
    page({ 'GET /customer/verification': () => buildVerification({ blocked: true, auto: 'failed' }) });
    expect(await screen.findByRole('heading', { name: "We couldn't verify your details" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buying and withdrawing are paused' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /\(2 tries left\)/ })).toBeTruthy();
  });

  it('shows the review panel and no check while an upload waits', async () => {
    page({ 'GET /customer/verification': () => buildVerification({ upload: 'pending' }) });
    expect(await screen.findByRole('heading', { name: "We're checking your documents" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my details' })).toBeNull();
  });

  it('offers no ConnectID where the deployment has no ConnectID provider, and keeps the other ways', async () => {
    page({ 'GET /customer/verification': () => buildVerification({ connectIdOffered: false }) });
    expect(await screen.findByRole('button', { name: 'Verify my details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify with ConnectID' })).toBeNull();
  });

  describe('with ConnectID', () => {
    it('sends the customer to their bank from the button', async () => {
      const leave = jest.fn();
      renderVerification((props) => <VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} leave={leave} />, '/my-account/verify-account', {
        'GET /customer/verification': () => buildVerification(),
        'POST /customer/verification/connectid': () => ({ redirectUrl: 'https://idp.example/authorize?state=s1' }),
      });
      const button = await screen.findByRole('button', { name: 'Verify with ConnectID' });
      await act(async () => fireEvent.click(button));
      expect(leave).toHaveBeenCalledWith('https://idp.example/authorize?state=s1');
    });

    const returned = (query: string, handlers: Record<string, Handler>) =>
      renderVerification((props) => <VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />, `/my-account/verify-account?${query}`, handlers);

    it('hands back the code once, shows the verified panel, tells the shell and takes the code out of the address', async () => {
      let verified = false;
      const { request, events, queries } = returned('code=c1&state=s1', {
        'GET /customer/verification': () => buildVerification(verified ? { isVerified: true, auto: 'verified' } : {}),
        'POST /customer/verification/connectid/callback': () => {
          verified = true;
          return { isVerified: true, method: 'connect_id' };
        },
      });
      expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
      const posts = request.mock.calls.map(([r]: [ApiRequest]) => r).filter((r) => r.method === 'POST');
      expect(posts).toEqual([expect.objectContaining({ path: '/customer/verification/connectid/callback', body: { state: 's1', code: 'c1' } })]);
      expect(events).toContainEqual({ type: 'customer/changed' });
      expect(queries.invalidated).toContainEqual(['customer']);
      expect(screen.getByTestId('search').textContent).toBe('');
      expect(screen.getByTestId('path').textContent).toBe('/my-account/verify-account');
    });

    it("says ConnectID's refusal, keeps the other ways to verify, and takes the answer out of the address", async () => {
      returned('error=access_denied&state=s2', {
        'GET /customer/verification': () => buildVerification(),
        'POST /customer/verification/connectid/callback': () => {
          throw new ApiError({ status: 422, message: 'ConnectID did not confirm your identity.', code: 'connectid_failed', errors: {}, result: null, reported: false, context: 'test' });
        },
      });
      const alert = await screen.findByText('ConnectID did not confirm your identity.');
      expect(alert.closest('[role="alert"]')?.textContent).toContain('Not verified with ConnectID');
      expect(screen.getByRole('button', { name: 'Verify my details' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    });
  });
});
