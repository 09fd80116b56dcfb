import { chooseFooter, isLoginOrRegistrationPath, type FooterChoice } from './choose-footer';

const visitor: FooterChoice = { layout: 'base', pathname: '/', cartItemCount: 0, isAuthenticated: false };

describe('chooseFooter', () => {
  it('is full on an ordinary page', () => {
    expect(chooseFooter(visitor)).toBe('full');
  });

  it('is condensed on a checkout-layout route when the cart has items', () => {
    expect(chooseFooter({ ...visitor, layout: 'checkout', pathname: '/cart', cartItemCount: 2 })).toBe('condensed');
    expect(chooseFooter({ ...visitor, layout: 'checkout', pathname: '/cart', cartItemCount: 1, isAuthenticated: true })).toBe('condensed');
  });

  it('is full on a checkout-layout route with an empty cart', () => {
    expect(chooseFooter({ ...visitor, layout: 'checkout', pathname: '/cart' })).toBe('full');
  });

  it('is not condensed by cart items on a base-layout route', () => {
    expect(chooseFooter({ ...visitor, pathname: '/lotto-tickets', cartItemCount: 3 })).toBe('full');
  });

  it.each(['/login', '/login/', '/LOGIN', '/login/autologin/abc123', '/login/transfer/abc123', '/checkout/login', '/forgot-password', '/signup'])(
    'is condensed on %s when not logged in',
    (pathname) => {
      expect(chooseFooter({ ...visitor, pathname })).toBe('condensed');
    },
  );

  it('is full on sign-in routes when logged in', () => {
    expect(chooseFooter({ ...visitor, pathname: '/login', isAuthenticated: true })).toBe('full');
  });
});

describe('isLoginOrRegistrationPath', () => {
  it.each(['/loginhelp', '/my-account/login-and-security', '/forgot-password-tips', '/'])('does not match %s', (pathname) => {
    expect(isLoginOrRegistrationPath(pathname)).toBe(false);
  });
});
