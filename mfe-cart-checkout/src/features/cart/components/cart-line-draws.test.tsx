import { fireEvent, render, screen } from '@testing-library/react';
import { buildCartItem } from '@drawfront/shared/cart/build-cart';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildI18n } from '@drawfront/shared/testing/build-remote-props';
import { CartLine } from './cart-line';

const i18n = buildI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney' });

function renderLine(item: ReturnType<typeof buildCartItem>) {
  const onChangeDraws = jest.fn(async () => undefined);
  const view = render(
    <ul>
      <CartLine item={item} i18n={i18n} busy={false} onChangeDraws={onChangeDraws} onRemove={() => undefined} />
    </ul>,
  );
  const select = screen.getByRole('combobox', { name: `Number of draws for ${item.description}` });
  const options = Array.from(select.querySelectorAll('option')).map((option) => option.textContent);
  return { select, options, onChangeDraws, container: view.container };
}

describe('a cart line’s number of draws', () => {
  it('offers only the draw counts its offer sells', async () => {
    const { select, options, onChangeDraws, container } = renderLine(buildCartItem({ numDraws: 1, drawOptions: [1, 2, 3, 5] }));
    expect(options).toEqual(['1 draw', '2 draws', '3 draws', '5 draws']);
    fireEvent.change(select, { target: { value: '5' } });
    expect(onChangeDraws).toHaveBeenCalledWith(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers a one-draw-only line (a syndicate share) no other count', () => {
    expect(renderLine(buildCartItem({ numDraws: 1, drawOptions: [1] })).options).toEqual(['1 draw']);
  });
});
