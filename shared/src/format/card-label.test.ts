import { brandName, cardExpiry, cardName } from './card-label';

describe('card labels', () => {
  it('names a card by brand and last four digits, for buttons and radios', () => {
    expect(cardName({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(cardName({ brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(brandName('unknown')).toBe('Card');
  });

  it('shows the expiry as MM/YY', () => {
    expect(cardExpiry({ expiryMonth: 4, expiryYear: 2029 })).toBe('04/29');
    expect(cardExpiry({ expiryMonth: 12, expiryYear: 2030 })).toBe('12/30');
  });
});
