import type { Capability } from '../contract/capabilities';
import { createPathTo } from './path-to';
import type { RouteId } from './route-table';

const everything: Capability[] = ['viewing-orders', 'wallet-deposit', 'wallet-manage', 'spend-limits', 'multi-offer-site', 'commercial-lotteries'];

describe('pathTo', () => {
  it('answers the route table path of a page with no params', () => {
    const pathTo = createPathTo({ capabilities: everything });
    expect(pathTo('spend-limits')).toBe('/my-account/spend-limits');
    expect(pathTo('cart-buy')).toBe('/cart/buy');
    expect(pathTo('home')).toBe('/');
  });

  it('fills params, encoding them, and drops an optional segment left out', () => {
    const pathTo = createPathTo({ capabilities: everything });
    expect(pathTo('receipt', { checkoutID: 'a b/c' })).toBe('/receipt/a%20b%2Fc');
    expect(pathTo('deposit-authorisation', { depositID: 'd-1' })).toBe('/my-account/deposit/authorisation/d-1');
    expect(pathTo('offer-draw-results', { productOfferKey: 'saturday-super-draw', drawNo: 4412 })).toBe('/saturday-super-draw/results/draw/4412');
    expect(pathTo('transactions')).toBe('/my-account/transactions');
    expect(pathTo('transactions', { page: 2 })).toBe('/my-account/transactions/2');
  });

  it('appends a query string, leaving out undefined values', () => {
    const pathTo = createPathTo({ capabilities: everything });
    expect(pathTo('my-account-deposit', {}, { amount: '13.50', returnTo: '/cart/buy', source: undefined })).toBe(
      '/my-account/deposit?amount=13.50&returnTo=%2Fcart%2Fbuy',
    );
  });

  it("uses the site's override of a path", () => {
    const pathTo = createPathTo({ capabilities: everything, routeOverrides: { 'spend-limits': '/my-account/limits', receipt: '/thank-you/:checkoutID' } });
    expect(pathTo('spend-limits')).toBe('/my-account/limits');
    expect(pathTo('receipt', { checkoutID: 'c-9' })).toBe('/thank-you/c-9');
    expect(pathTo('cart-buy')).toBe('/cart/buy');
  });

  it('answers null for a page whose capability is off on the site, so no link is drawn', () => {
    const pathTo = createPathTo({ capabilities: ['viewing-orders'] });
    expect(pathTo('spend-limits')).toBeNull();
    expect(pathTo('my-account-deposit')).toBeNull();
    // Needs two capabilities: one is not enough.
    expect(createPathTo({ capabilities: ['multi-offer-site'] })('lotto-tickets')).toBeNull();
    expect(pathTo('upcoming-tickets')).toBe('/my-account/upcoming-tickets');
  });

  it('refuses a missing required param with the route and pattern named', () => {
    const pathTo = createPathTo({ capabilities: everything });
    expect(() => pathTo('receipt')).toThrow(/pathTo\("receipt"\).*checkoutID.*\/receipt\/:checkoutID/);
  });

  it('refuses an id that is not in the table (a typo fails to compile, too)', () => {
    const pathTo = createPathTo({ capabilities: everything });
    expect(() => pathTo('no-such-page' as RouteId)).toThrow('pathTo: no route "no-such-page" in the route table');
  });
});
