import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AccountHomePage } from './account-home-page';

function renderHome(capabilities: string[]) {
  const props = buildRemoteProps();
  const site = { ...props.site, capabilities: capabilities as typeof props.site.capabilities };
  render(
    <MemoryRouter>
      <AccountHomePage i18n={props.i18n} site={site} />
    </MemoryRouter>,
  );
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('my account', () => {
  it('links to every account page the site offers, with a line on each', () => {
    renderHome(['viewing-orders', 'wallet-deposit', 'wallet-manage', 'spend-limits']);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(linkNames()).toEqual(['Upcoming tickets', 'Past tickets', 'Transactions', 'Deposit', 'Cards and accounts', 'Spend limits', 'Pre-commitment limit', 'Take a break', 'My details', 'Login and security']);
    expect(screen.getByRole('link', { name: 'Spend limits' }).getAttribute('href')).toBe('/my-account/spend-limits');
    expect(screen.getByText('Set how much you can spend a day, week or month.')).toBeTruthy();
    expect(document.title).toBe('My account | Demo Lotto');
  });

  it('leaves out the pages whose capability is off', () => {
    renderHome([]);
    expect(linkNames()).toEqual(['Pre-commitment limit', 'Take a break', 'My details', 'Login and security']);
  });

  it('links to communication preferences where the site lets customers manage them', () => {
    renderHome(['manage-notification-settings']);
    expect(screen.getByRole('link', { name: 'Communication preferences' }).getAttribute('href')).toBe('/communication-preferences');
  });

  it('links to favourite numbers where the site keeps them', () => {
    renderHome(['favourite-numbers']);
    expect(screen.getByRole('link', { name: 'Favourite numbers' }).getAttribute('href')).toBe('/my-account/favourite-numbers');
  });

  it('links to identity verification where the site has verify-id', () => {
    renderHome(['verify-id']);
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/my-account/verify-account');
  });

  it('gates each page by the capability the route table gives it: cards need card management, not deposits', () => {
    renderHome(['wallet-deposit']);
    expect(linkNames()).toEqual(['Deposit', 'Pre-commitment limit', 'Take a break', 'My details', 'Login and security']);
  });
});
