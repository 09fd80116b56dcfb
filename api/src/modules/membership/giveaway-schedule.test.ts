import { dailyGiveaway, giveawaysAhead, monthlyGiveaway } from './giveaway-schedule';

const SYDNEY = 'Australia/Sydney';

describe('the giveaway schedule', () => {
  it('numbers a daily giveaway by its date and opens it when the day before closes at 8 pm Sydney time', () => {
    const daily = dailyGiveaway(1, { year: 2026, month: 11, day: 25 }, SYDNEY);
    expect(daily).toMatchObject({ type: 'daily', number: 20261125, externalId: 'daily-20261125', prizeCents: 10_000 });
    // November is daylight saving time in Sydney (+11:00).
    expect(daily.openAt).toEqual(new Date('2026-11-24T09:00:00Z'));
    expect(daily.closeAt).toEqual(new Date('2026-11-25T09:00:00Z'));
    expect(daily.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('numbers a monthly giveaway yyyymm, open from the last month’s close to its own last day, across a year end', () => {
    const january = monthlyGiveaway(1, { year: 2027, month: 1 }, SYDNEY);
    expect(january).toMatchObject({ number: 202701 });
    expect(january.openAt).toEqual(new Date('2026-12-31T09:00:00Z'));
    expect(january.closeAt).toEqual(new Date('2027-01-31T09:00:00Z'));
  });

  it('keeps exactly one daily and one monthly giveaway taking entries at any time', () => {
    for (const at of ['2026-11-24T08:59:00Z', '2026-11-24T09:00:00Z', '2026-11-30T09:30:00Z', '2026-12-31T12:00:00Z']) {
      const now = new Date(at);
      const taking = giveawaysAhead(1, SYDNEY, now).filter((draw) => draw.openAt <= now && draw.closeAt > now);
      expect(taking.map((draw) => draw.type).sort()).toEqual(['daily', 'monthly']);
    }
  });
});
