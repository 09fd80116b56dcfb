import { findMainHeading, focusHeading, isNewHeading } from './main-heading';

describe('main heading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the h1 inside main, not one in the header or a loading region', () => {
    document.body.innerHTML = '<header><h1>Site</h1></header><main><div aria-busy="true"><h1>…</h1></div></main>';
    expect(findMainHeading()).toBeNull();
    document.body.innerHTML = '<header><h1>Site</h1></header><main><h1> Lucky Strike </h1></main>';
    expect(findMainHeading()?.text).toBe('Lucky Strike');
  });

  it('tells a new page heading from the one seen before, even in the same element', () => {
    document.body.innerHTML = '<main><h1>Results</h1></main>';
    const before = findMainHeading();
    expect(isNewHeading(findMainHeading()!, before)).toBe(false);
    document.querySelector('h1')!.textContent = 'Lucky Strike';
    expect(isNewHeading(findMainHeading()!, before)).toBe(true);
    expect(isNewHeading(findMainHeading()!, null)).toBe(true);
  });

  it('focuses the heading with tabindex=-1 only while it has focus', () => {
    document.body.innerHTML = '<main><h1>Results</h1></main><button>Other</button>';
    const heading = document.querySelector('h1')!;
    focusHeading(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    document.querySelector('button')!.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });
});
