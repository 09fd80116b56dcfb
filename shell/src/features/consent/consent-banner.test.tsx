import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { ConsentBanner } from './consent-banner';
import { CONSENT_COOKIE, readConsent, writeConsent } from './consent-cookie';
import { closeConsentSettings, openConsentSettings } from './consent-settings';
import { act } from 'react';

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

const cookiePolicyPath = createPathTo({ capabilities: ['cookie-consent'] })('about-cookie-policy');

function renderBanner(onChange = jest.fn(), policyPath = cookiePolicyPath) {
  render(
    <MemoryRouter>
      <ConsentBanner cookiePolicyPath={policyPath} onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

describe('ConsentBanner', () => {
  afterEach(clearConsent);

  it('is a labelled region with both choices and a cookie policy link', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Only essential' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cookie policy' }).getAttribute('href')).toBe('/about/cookie-policy');
  });

  it('draws no cookie policy link on a site without that page', () => {
    renderBanner(jest.fn(), null);
    expect(screen.getByRole('region', { name: 'Cookies on this site' }).textContent).not.toContain('cookie policy');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['Accept all', 'all'],
    ['Only essential', 'essential'],
  ] as const)('"%s" stores df_consent=%s, reports it and hides the banner', (button, choice) => {
    const onChange = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(document.cookie).toContain(`df_consent=${choice}`);
    expect(readConsent()).toBe(choice);
    expect(onChange).toHaveBeenCalledWith(choice);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    writeConsent('essential');
    renderBanner();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('writes a one-year, site-wide cookie', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    writeConsent('all');
    spy.mockRestore();
    expect(writes).toEqual(['df_consent=all; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});

describe('readConsent', () => {
  afterEach(clearConsent);

  it('is null before any choice and for an unknown value', () => {
    expect(readConsent()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=maybe; Path=/`;
    expect(readConsent()).toBeNull();
  });

  it('finds the cookie among others', () => {
    document.cookie = 'other=1; Path=/';
    writeConsent('all');
    document.cookie = 'later=2; Path=/';
    expect(readConsent()).toBe('all');
  });

  it('reopens from cookie settings, and withdrawing consent removes the non-essential cookies only', () => {
    writeConsent('all');
    document.cookie = 'df_aid=abc; Path=/';
    document.cookie = '_ga=GA1.1; Path=/';
    document.cookie = 'sv=GB; Path=/';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    act(() => openConsentSettings());
    fireEvent.click(screen.getByRole('button', { name: 'Only essential' }));
    expect(readConsent()).toBe('essential');
    expect(document.cookie).not.toContain('df_aid=');
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('sv=GB');
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    document.cookie = 'sv=; Path=/; Max-Age=0';
    closeConsentSettings();
  });
});
