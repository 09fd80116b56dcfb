import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NumberSet } from '@drawfront/shared/contract/catalogue';
import { buildI18n } from '@drawfront/shared/testing/build-remote-props';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildNumbersSet } from '../../testing/build-offer';
import { NumberGrid } from './number-grid';

const i18n = buildI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney' });

/** The grid as a builder holds it: picks in state, toggled on click. */
function Grid({ set = buildNumbersSet(6, 45), initial = [] }: { set?: NumberSet; initial?: number[] }) {
  const [picks, setPicks] = useState<number[]>(initial);
  return (
    <>
      <button type="button">Before</button>
      <NumberGrid set={set} picks={picks} i18n={i18n} onToggle={(n) => setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]))} />
      <button type="button">After</button>
    </>
  );
}

const ball = (n: number) => screen.getByRole('button', { name: `Number ${n}` });
const press = (key: string, init: { ctrlKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });
/** Focus moves state (the tab stop), so it is an act like any event. */
const focus = (element: HTMLElement) => act(() => element.focus());
const focusedName = () => document.activeElement?.getAttribute('aria-label');

/** Lays the grid out `columns` numbers a row, as the browser reports an auto-fill grid's resolved tracks. */
function layOut(columns: number) {
  const container = ball(1).parentElement!;
  const real = window.getComputedStyle;
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    return element === container ? ({ ...style, gridTemplateColumns: Array(columns).fill('52px').join(' ') } as CSSStyleDeclaration) : style;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('NumberGrid keyboard model', () => {
  it('is one tab stop: only the first number is tabbable until another is focused', () => {
    render(<Grid />);
    const tabbable = screen.getAllByRole('button', { name: /^Number / }).filter((button) => button.tabIndex === 0);
    expect(tabbable.map((button) => button.getAttribute('aria-label'))).toEqual(['Number 1']);
  });

  it('moves by one with Left and Right, by a row with Up and Down, and stops at the edges', () => {
    render(<Grid />);
    layOut(9);
    focus(ball(1));
    press('ArrowLeft');
    expect(focusedName()).toBe('Number 1');
    press('ArrowRight');
    expect(focusedName()).toBe('Number 2');
    press('ArrowDown');
    expect(focusedName()).toBe('Number 11');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(focusedName()).toBe('Number 38');
    press('ArrowDown');
    expect(focusedName()).toBe('Number 38');
    press('ArrowUp');
    expect(focusedName()).toBe('Number 29');
    press('ArrowLeft');
    expect(focusedName()).toBe('Number 28');
  });

  it('follows the layout: Down moves by however many numbers a row holds', () => {
    render(<Grid />);
    layOut(5);
    focus(ball(3));
    press('ArrowDown');
    expect(focusedName()).toBe('Number 8');
  });

  it('goes to the row ends with Home and End, and to the grid ends with Ctrl+Home and Ctrl+End', () => {
    render(<Grid />);
    layOut(9);
    focus(ball(13));
    press('Home');
    expect(focusedName()).toBe('Number 10');
    press('End');
    expect(focusedName()).toBe('Number 18');
    press('End', { ctrlKey: true });
    expect(focusedName()).toBe('Number 45');
    press('Home', { ctrlKey: true });
    expect(focusedName()).toBe('Number 1');
  });

  it('keeps the focused number as the tab stop when focus leaves the grid and comes back', () => {
    render(<Grid />);
    layOut(9);
    focus(ball(1));
    press('ArrowRight');
    press('ArrowRight');
    focus(screen.getByRole('button', { name: 'After' }));
    expect(ball(3).tabIndex).toBe(0);
    expect(ball(1).tabIndex).toBe(-1);
    expect(screen.getAllByRole('button', { name: /^Number / }).filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('leaves keys it does not handle to the browser', () => {
    render(<Grid />);
    focus(ball(1));
    const tab = fireEvent.keyDown(ball(1), { key: 'Tab' });
    const space = fireEvent.keyDown(ball(1), { key: ' ' });
    expect([tab, space]).toEqual([true, true]);
    expect(focusedName()).toBe('Number 1');
  });
});

describe('NumberGrid announcements', () => {
  const description = (button: HTMLElement) =>
    (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('names each number, says whether it is chosen and how many of the set are chosen', () => {
    render(<Grid initial={[3, 7, 21]} />);
    expect(ball(7).getAttribute('aria-pressed')).toBe('true');
    expect(ball(8).getAttribute('aria-pressed')).toBe('false');
    expect(description(ball(7))).toBe('3 of 6 chosen');
    fireEvent.click(ball(8));
    expect(ball(8).getAttribute('aria-pressed')).toBe('true');
    expect(description(ball(7))).toBe('4 of 6 chosen');
  });

  it('marks the numbers that cannot be chosen once the set is full, and ignores them', () => {
    render(<Grid initial={[1, 2, 3, 4, 5, 6]} />);
    expect(ball(7).getAttribute('aria-disabled')).toBe('true');
    expect(ball(7).tabIndex).toBe(-1);
    expect(ball(1).hasAttribute('aria-disabled')).toBe(false);
    expect(description(ball(7))).toBe('6 of 6 chosen');
    fireEvent.click(ball(7));
    expect(ball(7).getAttribute('aria-pressed')).toBe('false');
    // Still reachable by the arrows, so a customer hears why it will not toggle.
    focus(ball(6));
    press('ArrowRight');
    expect(focusedName()).toBe('Number 7');
  });

  it('has no axe violations, full or not', async () => {
    const { container, unmount } = render(<Grid initial={[1, 2]} />);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const full = render(<Grid initial={[1, 2, 3, 4, 5, 6]} />);
    expect(await axeViolations(full.container)).toEqual([]);
  });
});
