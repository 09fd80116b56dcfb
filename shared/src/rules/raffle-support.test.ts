import { raffleSupport, raisedForCause } from './raffle-support';

const cause = { key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: 'Equipment.' };
const sale = (drawNo: number, ticketsSold: number, revenueCents: number) => ({ drawNo, drawDate: `2030-01-${String(drawNo % 28 + 1).padStart(2, '0')}T09:00:00.000Z`, name: `Draw ${drawNo}`, ticketsSold, revenueCents });

describe('raisedForCause', () => {
  it('gives a charity raffle\u2019s whole ticket revenue to its cause', () => {
    expect(raisedForCause(12_345, true)).toBe(12_345);
    expect(raisedForCause(0, true)).toBe(0);
  });

  it('raises nothing for a raffle without a cause', () => {
    expect(raisedForCause(5_000, false)).toBe(0);
  });

  it('refuses a negative or fractional revenue', () => {
    expect(() => raisedForCause(-1, true)).toThrow(RangeError);
    expect(() => raisedForCause(10.5, true)).toThrow(RangeError);
  });
});

describe('raffleSupport', () => {
  const offer = { key: 'dream-home-raffle', name: 'Dream Home Raffle', currency: 'AUD', causes: [cause] };

  it('answers each draw in draw order with the amount raised, and the totals', () => {
    const support = raffleSupport(offer, [sale(432, 3, 3_000), sale(430, 0, 0), sale(431, 12, 12_000)]);
    expect(support.draws.map((draw) => [draw.drawNo, draw.ticketsSold, draw.raised.amount])).toEqual([
      [430, 0, 0],
      [431, 12, 12_000],
      [432, 3, 3_000],
    ]);
    expect(support.draws[0]!.raised.currency).toBe('AUD');
    expect(support.ticketsSold).toBe(15);
    expect(support.total).toEqual({ amount: 15_000, currency: 'AUD' });
    expect(support.causes).toEqual([cause]);
  });

  it('totals nothing when no draw sold a ticket', () => {
    expect(raffleSupport(offer, []).total).toEqual({ amount: 0, currency: 'AUD' });
  });

  it('counts tickets but raises nothing when the raffle has no cause', () => {
    const support = raffleSupport({ ...offer, causes: [] }, [sale(1, 4, 2_000)]);
    expect(support.ticketsSold).toBe(4);
    expect(support.total.amount).toBe(0);
  });
});
