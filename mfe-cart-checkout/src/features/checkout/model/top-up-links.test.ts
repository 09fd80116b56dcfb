import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildCheckoutSite } from '../../../testing/builders';
import { addCardLink, depositLink } from './top-up-links';

describe('deposit and card links', () => {
  const pathTo = createPathTo(buildCheckoutSite());

  it('links deposits in dollars and comes back to checkout', () => {
    expect(depositLink(pathTo, 1250)).toBe('/my-account/deposit?amount=12.50&returnTo=/cart/buy');
    expect(depositLink(pathTo, 5)).toBe('/my-account/deposit?amount=0.05&returnTo=/cart/buy');
    expect(addCardLink(pathTo)).toBe('/my-account/cards-and-accounts?returnTo=/cart/buy');
  });

  it('links nowhere on a site without deposits or saved cards', () => {
    const without = createPathTo(buildSite({ capabilities: ['commercial-lotteries'] }));
    expect(depositLink(without, 1250)).toBeNull();
    expect(addCardLink(without)).toBeNull();
  });
});
