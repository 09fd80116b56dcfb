import { PRIZE_TABLES } from '../../db/seed-data/prize-tables';
import { choose, divisionOneOdds } from './division-one-odds';

describe('division 1 odds', () => {
  it('counts combinations exactly', () => {
    expect(choose(45, 6)).toBe(8_145_060);
    expect(choose(35, 7)).toBe(6_724_520);
    expect(choose(5, 0)).toBe(1);
    expect(choose(5, 6)).toBe(0);
  });

  it('gives the published odds of the games the seeded lotteries are modelled on', () => {
    // Saturday Lotto 6/45: 1 in 8,145,060; Powerball 7/35 + 1/20: 1 in 134,490,400; Set for Life 7/44: 1 in 38,320,568.
    expect(divisionOneOdds(PRIZE_TABLES['saturday-super-draw']!)).toBe(8_145_060);
    expect(divisionOneOdds(PRIZE_TABLES['thursday-starburst']!)).toBe(134_490_400);
    expect(divisionOneOdds(PRIZE_TABLES['friday-windfall']!)).toBe(38_320_568);
  });

  it('needs the Powerball only when division 1 asks for it, and answers null when division 1 needs a set never drawn', () => {
    const table = PRIZE_TABLES['thursday-starburst']!;
    const withoutPowerball = { ...table, divisions: table.divisions.map((rule) => (rule.division === 1 ? { ...rule, powerball: false } : rule)) };
    expect(divisionOneOdds(withoutPowerball)).toBe(6_724_520);
    const noPowerballBarrel = { ...table, machine: { barrels: table.machine.barrels.slice(0, 1) } };
    expect(divisionOneOdds(noPowerballBarrel)).toBeNull();
  });
});
