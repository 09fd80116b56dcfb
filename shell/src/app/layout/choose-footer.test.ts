import { chooseFooter, isLoginOrRegistrationPath, type FooterChoice } from './choose-footer';

const visitor: FooterChoice = { layout: 'base', cartItemCount: 0, isAuthenticated: false, isLoginOrRegistration: false };
const site = { capabilities: [], routeOverrides: {} };

describe('chooseFooter', () => {
  it('is full on an ordinary page', () => {
    expect(chooseFooter(visitor)).toBe('full');
  });

  it('is condensed on a checkout-layout route when the cart has items, signed in or not', () => {
    expect(chooseFooter({ ...visitor, layout: 'checkout', cartItemCount: 2 })).toBe('condensed');
    expect(chooseFooter({ ...visitor, layout: 'checkout', cartItemCount: 1, isAuthenticated: true })).toBe('condensed');
  });

  it('is full on a checkout-layout route with an empty cart', () => {
    expect(chooseFooter({ ...visitor, layout: 'checkout' })).toBe('full');
  });

  it('is not condensed by cart items on a base-layout route', () => {
    expect(chooseFooter({ ...visitor, cartItemCount: 3 })).toBe('full');
  });

  it('is condensed on sign-in pages for a visitor and full for a customer', () => {
    expect(chooseFooter({ ...visitor, isLoginOrRegistration: true })).toBe('condensed');
    expect(chooseFooter({ ...visitor, isLoginOrRegistration: true, isAuthenticated: true })).toBe('full');
  });
});

describe('isLoginOrRegistrationPath', () => {
  it.each(['/login', '/login/', '/login/autologin/abc123', '/login/transfer/abc123', '/checkout/login', '/forgot-password', '/signup'])('matches %s', (pathname) => {
    expect(isLoginOrRegistrationPath(pathname, site)).toBe(true);
  });

  it.each(['/', '/loginhelp', '/my-account/login-and-security', '/force-password-change', '/cart'])('does not match %s', (pathname) => {
    expect(isLoginOrRegistrationPath(pathname, site)).toBe(false);
  });

  it("follows a site's path override", () => {
    const moved = { capabilities: [], routeOverrides: { login: '/sign-in' } };
    expect(isLoginOrRegistrationPath('/sign-in', moved)).toBe(true);
    expect(isLoginOrRegistrationPath('/login', moved)).toBe(false);
  });
});
