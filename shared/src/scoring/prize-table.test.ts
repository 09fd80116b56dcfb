import { checkPrizeTable, divisionsOf } from './prize-table';
import type { PrizeTable } from './prize-table';

const VALID: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  divisions: [
    { division: 1, numbers: 6, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 5, supplementary: 1, prize: { kind: 'pool', shareBps: 10_000 } },
    { division: 3, numbers: 2, supplementary: 2, prize: { kind: 'fixed', cents: 100 } },
    { division: 3, numbers: 1, supplementary: 2, prize: { kind: 'fixed', cents: 100 } },
  ],
  poolShareOfSalesBps: 1000,
};
const withDivisions = (divisions: PrizeTable['divisions']): PrizeTable => ({ ...VALID, divisions });

describe('checkPrizeTable', () => {
  it('accepts a table whose division has two rules with one prize', () => {
    expect(() => checkPrizeTable(VALID)).not.toThrow();
    expect(divisionsOf(VALID).map((d) => [d.division, d.rules.length])).toEqual([[1, 1], [2, 1], [3, 2]]);
  });

  it.each<[string, PrizeTable, RegExp]>([
    ['divisions out of order', withDivisions([VALID.divisions[0]!, VALID.divisions[2]!, VALID.divisions[1]!]), /found division 3 in place 2/],
    ['one division with two prizes', withDivisions([...VALID.divisions.slice(0, 3), { ...VALID.divisions[3]!, prize: { kind: 'fixed', cents: 200 } }]), /rules of division 3 carry different prizes/],
    ['a division 1 that is not the jackpot', withDivisions([{ division: 1, numbers: 6, prize: { kind: 'fixed', cents: 100 } }]), /division 1 must be the jackpot/],
    ['a second jackpot', withDivisions([VALID.divisions[0]!, { division: 2, numbers: 5, prize: { kind: 'jackpot' } }]), /only division 1 shares the jackpot/],
    ['more numbers than the machine draws', withDivisions([{ division: 1, numbers: 7, prize: { kind: 'jackpot' } }]), /needs 7 main numbers; the machine draws 6/],
    ['a Powerball the machine never draws', withDivisions([{ division: 1, numbers: 6, powerball: true, prize: { kind: 'jackpot' } }]), /needs the Powerball; the machine draws none/],
    ['pool shares above 100 %', withDivisions([VALID.divisions[0]!, { division: 2, numbers: 5, prize: { kind: 'pool', shareBps: 10_001 } }]), /share 10001 bps of the pool/],
    ['a zero fixed prize', withDivisions([VALID.divisions[0]!, { division: 2, numbers: 5, prize: { kind: 'fixed', cents: 0 } }]), /fixed prize of 0 cents/],
    ['a pool above sales', { ...VALID, poolShareOfSalesBps: 10_001 }, /the pool is 10001 bps of sales/],
  ])('refuses %s', (_, table, message) => {
    expect(() => checkPrizeTable(table, 'test table')).toThrow(message);
  });
});
