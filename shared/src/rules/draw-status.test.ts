import { canMoveDraw, isDrawn, isPaid, RESULT_GROUPS } from './draw-status';

describe('draw status', () => {
  it('groups results as the spec does', () => {
    expect(RESULT_GROUPS.drawnOrLater).toEqual(['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);
    expect(isDrawn('DRAW_CLOSED')).toBe(false);
    expect(isDrawn('DRAW_SCORED')).toBe(true);
    expect(isPaid('DRAW_SCORED')).toBe(false);
    expect(isPaid('DRAW_EMAILED')).toBe(true);
  });

  it('moves one step forward only', () => {
    expect(canMoveDraw('DRAW_OPEN', 'DRAW_CLOSED')).toBe(true);
    expect(canMoveDraw('DRAW_CLOSED', 'DRAW_DRAWN')).toBe(true);
    expect(canMoveDraw('DRAW_PAID', 'DRAW_EMAILED')).toBe(true);
    expect(canMoveDraw('DRAW_OPEN', 'DRAW_DRAWN')).toBe(false);
    expect(canMoveDraw('DRAW_SCORED', 'DRAW_DRAWN')).toBe(false);
    expect(canMoveDraw('DRAW_EMAILED', 'DRAW_OPEN')).toBe(false);
  });

  it('lets capped sales close, and only an open draw be capped', () => {
    expect(canMoveDraw('DRAW_OPEN', 'DRAW_CAPPED')).toBe(true);
    expect(canMoveDraw('DRAW_CAPPED', 'DRAW_CLOSED')).toBe(true);
    expect(canMoveDraw('DRAW_CLOSED', 'DRAW_CAPPED')).toBe(false);
  });
});
