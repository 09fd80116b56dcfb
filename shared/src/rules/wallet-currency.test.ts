import { subVariantHref, wrongCurrency, wrongCurrencyMessage } from './wallet-currency';

const subVariants = [
  { code: 'AU', currency: 'AUD' },
  { code: 'GB', currency: 'GBP' },
];
const gb = { currency: 'GBP', subVariant: 'GB', subVariants };
const au = { currency: 'AUD', subVariant: 'AU', subVariants };

describe('wallet currency against the site', () => {
  it('finds nothing wrong when the wallet is in the site currency, or not known yet (signed out, loading)', () => {
    expect(wrongCurrency('GBP', gb)).toBeNull();
    expect(wrongCurrency('AUD', au)).toBeNull();
    expect(wrongCurrency(null, gb)).toBeNull();
    expect(wrongCurrency(undefined, gb)).toBeNull();
  });

  it('sends an AUD wallet on the GB site to the AU site, and a GBP wallet on the AU site to the GB site', () => {
    expect(wrongCurrency('AUD', gb)).toEqual({ walletCurrency: 'AUD', siteCurrency: 'GBP', buyOn: 'AU' });
    expect(wrongCurrency('GBP', au)).toEqual({ walletCurrency: 'GBP', siteCurrency: 'AUD', buyOn: 'GB' });
  });

  it('says so in the words of the API refusal', () => {
    expect(wrongCurrencyMessage(gb, wrongCurrency('AUD', gb)!)).toBe('Purchases on the GB site are charged in GBP, and your wallet is in AUD: buy on the AU site.');
  });

  it('names no site when none sells in the wallet currency (or the sub-variants are not known)', () => {
    const mismatch = wrongCurrency('NZD', gb)!;
    expect(mismatch.buyOn).toBeNull();
    expect(wrongCurrencyMessage(gb, mismatch)).toBe('Purchases on the GB site are charged in GBP, and your wallet is in NZD: this site cannot take payment from it.');
    expect(wrongCurrency('AUD', { currency: 'GBP', subVariant: 'GB' })).toEqual({ walletCurrency: 'AUD', siteCurrency: 'GBP', buyOn: null });
  });

  it('links to the same page on the other sub-variant, keeping the query', () => {
    expect(subVariantHref('AU', { pathname: '/cart', search: '' })).toBe('/cart?sv=AU');
    expect(subVariantHref('AU', { pathname: '/saturday-super-draw/play', search: '?site=drawfront&sv=GB' })).toBe('/saturday-super-draw/play?site=drawfront&sv=AU');
  });
});
