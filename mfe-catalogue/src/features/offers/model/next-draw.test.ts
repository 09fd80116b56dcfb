import { buildDraw } from '../../../testing/build-offer';
import { nextDraw } from './next-draw';

const now = new Date('2030-01-01T00:00:00.000Z');

describe('nextDraw', () => {
  it('picks the earliest draw still on sale', () => {
    const later = buildDraw({ stop: '2030-01-08T08:00:00.000Z', drawDate: '2030-01-08T09:00:00.000Z' });
    const sooner = buildDraw({ stop: '2030-01-02T08:00:00.000Z', drawDate: '2030-01-02T09:00:00.000Z' });
    expect(nextDraw({ draws: [later, sooner] }, now)).toBe(sooner);
  });

  it('skips draws whose sales stopped and raffle draws that are sold out or past', () => {
    const closed = buildDraw({ stop: '2029-12-31T08:00:00.000Z', drawDate: '2029-12-31T09:00:00.000Z' });
    const soldOut = buildDraw({ purchaseStatus: 'sold_out' });
    const preOrder = buildDraw({ purchaseStatus: 'pre_order', drawDate: '2030-02-01T09:00:00.000Z', stop: '2030-02-01T08:00:00.000Z' });
    expect(nextDraw({ draws: [closed, soldOut, preOrder] }, now)).toBe(preOrder);
    expect(nextDraw({ draws: [closed, soldOut] }, now)).toBeNull();
  });
});
