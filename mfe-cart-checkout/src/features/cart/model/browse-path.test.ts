import { browsePath } from './browse-path';

describe('browsePath', () => {
  it('sends lottery sites to the lotto list and other sites home', () => {
    expect(browsePath(['commercial-lotteries', 'multi-offer-site'])).toBe('/lotto-tickets');
    expect(browsePath(['charity-lotteries'])).toBe('/');
  });
});
