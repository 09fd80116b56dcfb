import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('joins the title and site name with " | "', () => {
    expect(pageTitle('Lotto Results', 'Drawfront Lotto')).toBe('Lotto Results | Drawfront Lotto');
  });

  it('is just the site name when the title is empty or blank', () => {
    expect(pageTitle('', 'Drawfront Lotto')).toBe('Drawfront Lotto');
    expect(pageTitle('   ', 'Drawfront Lotto')).toBe('Drawfront Lotto');
    expect(pageTitle(null, 'Drawfront Lotto')).toBe('Drawfront Lotto');
  });

  it('trims the title', () => {
    expect(pageTitle(' Cart ', 'Drawfront')).toBe('Cart | Drawfront');
  });

  it('is just the title when the site has no name', () => {
    expect(pageTitle('Cart', '')).toBe('Cart');
  });
});
