import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildVerification } from '../../../testing/build-verification';
import { renderVerification } from '../../../testing/render-verification';
import { AccountVerificationPage } from './account-verification-page';
import { ManualVerificationPage } from './manual-verification-page';
import { VerifyAccountPage } from './verify-account-page';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

describe('the verification pages have no axe violations', () => {
  it('the landing, with its links where the site verifies', async () => {
    const props = buildRemoteProps({ site: buildSite({ capabilities: ['verify-id'] }) });
    const { container } = render(
      <MemoryRouter>
        <AccountVerificationPage i18n={props.i18n} site={props.site} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe('/my-account/verify-account');
    expect(screen.getByRole('link', { name: 'Upload a photo of your ID instead' }).getAttribute('href')).toBe('/my-account/manual-verification');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the check form, with errors shown, and past the deadline', async () => {
    const { container } = renderVerification((props) => <VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />, '/my-account/verify-account', { 'GET /customer/verification': () => buildVerification({ blocked: true, auto: 'failed' }) });
    const check = await screen.findByRole('button', { name: 'Verify my details' });
    await act(async () => fireEvent.click(check));
    expect(screen.getByText('Enter your first name as it appears on your ID.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the upload form with an error, and the documents sent', async () => {
    const { container } = renderVerification((props) => <ManualVerificationPage api={props.api} i18n={props.i18n} site={props.site} />, '/my-account/manual-verification', { 'GET /customer/verification': () => buildVerification({ upload: 'rejected' }) });
    const send = await screen.findByRole('button', { name: 'Send for review' });
    await act(async () => fireEvent.click(send));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
