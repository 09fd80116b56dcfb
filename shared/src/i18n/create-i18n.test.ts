import { createI18n } from './create-i18n';

const i18n = createI18n({
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Sydney',
  translations: { 'cart.title': 'Your cart', 'cart.items': '{count} items in your cart', 'cart.empty': '' },
});

describe('createI18n', () => {
  it('exposes the locale and currency', () => {
    expect(i18n.locale).toBe('en-AU');
    expect(i18n.currency).toBe('AUD');
  });

  it('returns the translation for a key', () => {
    expect(i18n.t('cart.title', 'Cart')).toBe('Your cart');
  });

  it('falls back when the key is missing or its translation is empty', () => {
    expect(i18n.t('cart.checkout', 'Checkout')).toBe('Checkout');
    expect(i18n.t('cart.empty', 'Your cart is empty')).toBe('Your cart is empty');
  });

  it('does not take inherited properties as translations', () => {
    expect(i18n.t('toString', 'Fallback')).toBe('Fallback');
  });

  it('fills {name} placeholders in translations and fallbacks', () => {
    expect(i18n.t('cart.items', '{count} items', { count: 3 })).toBe('3 items in your cart');
    expect(i18n.t('missing', 'Hello {name}', { name: 'Jane' })).toBe('Hello Jane');
  });

  it('formats money in the site currency', () => {
    expect(i18n.money(1250)).toBe('$12.50');
    expect(createI18n({ locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London', translations: {} }).money(1250)).toBe('£12.50');
  });
});
