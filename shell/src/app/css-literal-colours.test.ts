import { findLiteralColours } from './css-literal-colours';

/** The checker must catch what no-literal-colours.test.ts relies on it to catch, or that test proves nothing. */
describe('findLiteralColours', () => {
  it('reports hex, colour functions and named colours with their lines', () => {
    const css = ['.a {', '  color: #0b5cad;', '  background: rgb(26 26 46 / 60%);', '  border: 1px solid white;', '  outline-color: hsla(0, 0%, 0%, 0.5);', '}'].join('\n');
    expect(findLiteralColours(css)).toEqual([
      { line: 2, literal: '#0b5cad' },
      { line: 3, literal: 'rgb(26 26 46 / 60%)' },
      { line: 4, literal: 'white' },
      { line: 5, literal: 'hsla(0, 0%, 0%, 0.5)' },
    ]);
  });

  it('allows a literal that is only the fallback of var(), nested ones too', () => {
    const css = '.a { color: var(--df-colour-primary, #0b5cad); box-shadow: 0 0 4px var(--df-colour-shadow, var(--old, rgb(0 0 0 / 20%))); }';
    expect(findLiteralColours(css)).toEqual([]);
  });

  it('reports a literal beside a var() on the same line', () => {
    expect(findLiteralColours('.a { box-shadow: inset 0 0 0 3px #fff, 0 0 0 2px var(--df-colour-accent, #8a1c7c); }')).toEqual([
      { line: 1, literal: '#fff' },
    ]);
  });

  it('ignores comments, strings, urls, selectors and words that only contain a colour name', () => {
    const css = [
      '/* white on #0b5cad is 6.7:1 */',
      '#main:hover, .red { white-space: nowrap; content: "#fff"; background: url(#gradient); }',
      '.b { color: currentColor; background: transparent; border-color: inherit; }',
      '@media (forced-colors: active) { .c { outline-color: CanvasText; } }',
    ].join('\n');
    expect(findLiteralColours(css)).toEqual([]);
  });

  it('allows only black and white inside @media print', () => {
    const css = ['@media print {', '  .a { color: #000; border-color: black; background: #fff; }', '  .b { color: #0b5cad; }', '}', '.c { color: #000; }'].join('\n');
    expect(findLiteralColours(css)).toEqual([
      { line: 3, literal: '#0b5cad' },
      { line: 5, literal: '#000' },
    ]);
  });
});
