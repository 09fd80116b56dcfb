import type { ReceiptLine } from '@drawfront/shared/contract/purchase';
import { receiptGameTexts } from './purchase-receipt';

const line = (games: ReceiptLine['games']) => ({ games }) as ReceiptLine;

describe('the games a receipt mail lists', () => {
  it('numbers each game in the order played, with a bonus set after a "+"', () => {
    expect(receiptGameTexts(line([{ numbers: [9, 11, 18, 21, 31, 33, 34], powerball: [15] }, { numbers: [4, 17, 20, 26, 29, 33, 35], powerball: [4] }]))).toEqual([
      'Game 1: 9 11 18 21 31 33 34 + 15',
      'Game 2: 4 17 20 26 29 33 35 + 4',
    ]);
  });

  it('writes a game of one set as its numbers alone, and skips an empty set', () => {
    expect(receiptGameTexts(line([{ numbers: [3, 5, 11, 13, 26, 33], powerball: [] }]))).toEqual(['Game 1: 3 5 11 13 26 33']);
    expect(receiptGameTexts(line(undefined))).toEqual([]);
  });
});
