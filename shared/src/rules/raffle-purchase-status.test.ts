import { createPathTo } from '../routes/path-to';
import { isOffered, purchaseStatusText, raffleDrawPath } from './raffle-purchase-status';

const pathTo = createPathTo({ capabilities: [] });

describe('raffle purchase status', () => {
  it('offers only open and pre-order draws', () => {
    expect(['open', 'sold_out', 'past_draw', 'pre_order'].filter((status) => isOffered(status as never))).toEqual(['open', 'pre_order']);
  });

  it('labels every status', () => {
    expect(purchaseStatusText('sold_out')).toBe('Sold out');
    expect(purchaseStatusText('pre_order')).toMatch(/^Pre-order/);
  });

  it('uses the plain product path for the first draw and for a draw that is not open', () => {
    expect(raffleDrawPath(pathTo, 'dream-home', { drawNo: 432, purchaseStatus: 'open' }, 432)).toBe('/dream-home');
    expect(raffleDrawPath(pathTo, 'dream-home', { drawNo: 434, purchaseStatus: 'open' }, 432)).toBe('/dream-home/draw/434');
    expect(raffleDrawPath(pathTo, 'dream-home', { drawNo: 433, purchaseStatus: 'pre_order' }, 432)).toBe('/dream-home');
    expect(raffleDrawPath(pathTo, 'dream-home', { drawNo: 431, purchaseStatus: 'sold_out' }, 432)).toBe('/dream-home');
  });
});
