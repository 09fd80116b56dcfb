import { buildCart, buildCartItem } from './build-cart';
import { addedLine, afterAdd } from './after-add';

const cart = buildCart({
  cartItems: [buildCartItem({ id: 'a', lotteryKey: 'oz-lotto', drawNo: 1 }), buildCartItem({ id: 'b', lotteryKey: 'powerball', drawNo: 7, description: 'Powerball' }), buildCartItem({ id: 'c', lotteryKey: 'oz-lotto', drawNo: 2 })],
  cartTotal: { amount: 4200, currency: 'AUD' },
});

describe('after a ticket is added', () => {
  it('opens the pre-cart drawer where the site has recommended draws, with the line, the total and the cart draws', () => {
    const emit = jest.fn();
    const navigate = jest.fn();
    afterAdd({ site: { capabilities: ['pre-cart-recommended-draws'] }, bus: { emit }, navigate, cartPath: '/cart', search: '?utm_source=mail&x=1', cart, added: addedLine(cart, 'powerball') });
    expect(navigate).not.toHaveBeenCalled();
    expect(emit).toHaveBeenCalledWith({
      type: 'cart/item-added',
      description: 'Powerball',
      lineTotal: cart.cartItems[1]!.total,
      cartTotal: { amount: 4200, currency: 'AUD' },
      cartPath: '/cart?utm_source=mail',
      cartLines: [
        { lotteryKey: 'oz-lotto', drawNo: 1 },
        { lotteryKey: 'powerball', drawNo: 7 },
        { lotteryKey: 'oz-lotto', drawNo: 2 },
      ],
    });
  });

  it('goes to the cart, keeping utm parameters, where the site has no such drawer', () => {
    const emit = jest.fn();
    const navigate = jest.fn();
    afterAdd({ site: { capabilities: [] }, bus: { emit }, navigate, cartPath: '/cart', search: '?utm_campaign=x', cart, added: addedLine(cart, 'oz-lotto') });
    expect(navigate).toHaveBeenCalledWith('/cart?utm_campaign=x');
    expect(emit).not.toHaveBeenCalled();
  });

  it('keeps the customer on the page when the site has no cart page to send them to', () => {
    const emit = jest.fn();
    const navigate = jest.fn();
    afterAdd({ site: { capabilities: ['pre-cart-recommended-draws'] }, bus: { emit }, navigate, cartPath: null, search: '', cart, added: addedLine(cart, 'oz-lotto') });
    expect(navigate).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it('takes the last line of the offer as the one just added', () => {
    expect(addedLine(cart, 'oz-lotto')?.id).toBe('c');
    expect(addedLine(cart, 'unknown')).toBeUndefined();
  });
});
