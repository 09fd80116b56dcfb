import { render, screen, within } from '@testing-library/react';
import { buildCartItem } from '@drawfront/shared/cart/build-cart';
import { buildI18n } from '@drawfront/shared/testing/build-remote-props';
import { CartLine } from './cart-line';

const i18n = buildI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney' });

function facts(item: ReturnType<typeof buildCartItem>) {
  render(
    <ul>
      <CartLine item={item} i18n={i18n} busy={false} onChangeDraws={async () => undefined} onRemove={() => undefined} />
    </ul>,
  );
  return within(screen.getByRole('listitem'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('a cart line of another way to play', () => {
  it('shows a System 8 line as its system and the games it covers', () => {
    const item = buildCartItem({ gameType: 'reduced_system', numGames: 1, gamesCovered: 28, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }] });
    expect(facts(item)).toEqual(expect.arrayContaining([['Games', 'System 8 (28 games)']]));
  });

  it('shows nothing more for standard games', () => {
    const item = buildCartItem({ numGames: 4, gamesCovered: 4 });
    const shown = facts(item);
    expect(shown.map(([term]) => term)).not.toContain('Way to play');
    expect(shown).toContainEqual(['Games', '4 games']);
  });
});
