import { CREATION_STEPS, EMPTY_DRAFT, furthestStep, nextCreationStep, previousCreationStep, stepProblem } from './lotto-party-steps';

const complete = { groupName: 'Office pool', publicityStatus: 'private' as const, draw: 'thursday-starburst:4412', sharePriceCents: 500, sharesTotal: 10, autosessionStatus: 'off' as const, ownShares: 2 };

describe('lotto party creation steps', () => {
  it('runs name_group → select_draw → set_share_price → select_auto_session → join_session', () => {
    expect(CREATION_STEPS).toEqual(['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session']);
    let step: (typeof CREATION_STEPS)[number] | null = 'name_group';
    const seen: string[] = [];
    while (step) {
      seen.push(step);
      step = nextCreationStep(step, complete).step;
    }
    expect(seen).toEqual([...CREATION_STEPS]);
  });

  it('stays on a step that is not ready, with its problem', () => {
    expect(nextCreationStep('name_group', { ...EMPTY_DRAFT, groupName: 'ab' })).toEqual({ step: 'name_group', problem: 'A group name has 3 to 40 characters.' });
    expect(nextCreationStep('select_draw', { ...complete, draw: '' })).toEqual({ step: 'select_draw', problem: 'Choose a draw.' });
    expect(nextCreationStep('set_share_price', { ...complete, sharePriceCents: 95 }).problem).toBe('A share costs from $1.00 to $50.00.');
    expect(nextCreationStep('set_share_price', { ...complete, sharesTotal: null }).problem).toBe('Set the number of shares.');
    expect(nextCreationStep('select_auto_session', { ...complete, autosessionStatus: null }).step).toBe('select_auto_session');
    expect(stepProblem('join_session', { ...complete, ownShares: 11 })).toBe('A session has 10 shares.');
  });

  it('goes back one step, and never skips ahead of the first step not ready', () => {
    expect(previousCreationStep('name_group')).toBeNull();
    expect(previousCreationStep('set_share_price')).toBe('select_draw');
    expect(furthestStep(EMPTY_DRAFT)).toBe('name_group');
    expect(furthestStep({ ...complete, sharePriceCents: null })).toBe('set_share_price');
    expect(furthestStep(complete)).toBe('join_session');
  });
});
