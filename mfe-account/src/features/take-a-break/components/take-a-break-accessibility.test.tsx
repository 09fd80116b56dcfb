import { fireEvent, screen } from '@testing-library/react';
import { buildPlayBreak } from '../../../testing/build-play-break';
import { renderTakeABreak } from '../../../testing/render-take-a-break';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

describe('the take-a-break page has no axe violations', () => {
  it('choosing a period, with the error shown', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose how long')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('confirming a self-exclusion', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: null }) });
    fireEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm your self-exclusion' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a break in force, offering longer periods', async () => {
    const { container } = renderTakeABreak({ 'GET /customer/play-break': () => ({ playBreak: buildPlayBreak() }) });
    await screen.findByRole('heading', { name: "You're on a break" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
