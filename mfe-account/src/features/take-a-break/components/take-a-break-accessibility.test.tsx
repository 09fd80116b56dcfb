import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { buildPlayBreak } from '../../../testing/build-play-break';
import { renderTakeABreak } from '../../../testing/render-take-a-break';

/**
 * axe-core over both steps and the break in force. jsdom lays nothing out and computes no colours,
 * so colour contrast comes back "incomplete", never passed: take-a-break.css uses the kit's colours.
 */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { resultTypes: ['violations'] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the take-a-break page has no axe violations', () => {
  // As in the ticket pages' check: jsdom has no canvas, and a browser without one answers null.
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => jest.restoreAllMocks());

  it('choosing a period, with the error shown', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose how long')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('confirming a self-exclusion', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: null }) });
    fireEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm your self-exclusion' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('a break in force, offering longer periods', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: buildPlayBreak() }) });
    await screen.findByRole('heading', { name: "You're on a break" });
    expect(await violations(container)).toEqual([]);
  });
});
