import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildOutcome } from '../../../testing/build-tickets';
import { divisionText, drawProgressText, prizeStatusText, winsText } from './outcome-texts';

const i18n = buildI18n(buildSite());

describe('outcome texts', () => {
  it('names the division a game won, or says it won nothing', () => {
    expect(divisionText(6, i18n)).toBe('Division 6');
    expect(divisionText(null, i18n)).toBe('No prize this time');
  });

  it('lists what an entry covering several games won, division by division', () => {
    expect(winsText([{ division: 2, games: 2 }, { division: 3, games: 1 }], i18n)).toBe('Division 2 × 2 games, Division 3 × 1 game');
    expect(winsText([], i18n)).toBe('No prize this time');
  });

  it('says where a prize is', () => {
    expect(prizeStatusText('paid', i18n)).toBe('Paid to your wallet');
    expect(prizeStatusText('pending', i18n)).toBe('Being paid');
    expect(prizeStatusText('claim_required', i18n)).toBe('Claim required — contact us to claim this prize');
    expect(prizeStatusText('none', i18n)).toBeNull();
  });

  it('says where a draw without an outcome stands', () => {
    expect(drawProgressText({ drawStatus: 'DRAW_OPEN', outcome: null }, i18n)).toBeNull();
    expect(drawProgressText({ drawStatus: 'DRAW_CLOSED', outcome: null }, i18n)).toBe('Sales closed — waiting for the draw');
    expect(drawProgressText({ drawStatus: 'DRAW_CAPPED', outcome: null }, i18n)).toBe('Sales closed — waiting for the draw');
    expect(drawProgressText({ drawStatus: 'DRAW_DRAWN', outcome: null }, i18n)).toBe('Drawn — checking your numbers');
    expect(drawProgressText({ drawStatus: 'DRAW_PAID', outcome: buildOutcome() }, i18n)).toBeNull();
  });
});
