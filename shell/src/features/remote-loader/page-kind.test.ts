import { ROUTES } from '@drawfront/shared/routes/route-table';
import { pageKindOf } from './page-kind';

const kindOf = (id: string) => pageKindOf(ROUTES.find((route) => route.id === id)!);

describe('pageKindOf', () => {
  it('gives product lists cards, play pages a builder, the cart a summary and sign-in a form', () => {
    expect(kindOf('home')).toBe('cards');
    expect(kindOf('lotto-tickets')).toBe('cards');
    expect(kindOf('play')).toBe('builder');
    expect(kindOf('cart')).toBe('summary');
    expect(kindOf('login')).toBe('form');
    expect(kindOf('about')).toBe('article');
  });
});
