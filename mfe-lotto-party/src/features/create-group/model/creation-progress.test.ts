import { EMPTY_DRAFT } from '@drawfront/shared/rules/lotto-party-steps';
import { restoreCreationDraft, stepFromUrl } from './creation-progress';

const named = { ...EMPTY_DRAFT, groupName: 'Office Friday' };
const withDraw = { ...named, draw: 'oz-lotto:4401' };

describe('stepFromUrl', () => {
  it('shows the step the URL names once the steps before it are done', () => {
    expect(stepFromUrl('select_draw', named, 'name_group')).toBe('select_draw');
    expect(stepFromUrl('set_share_price', withDraw, 'name_group')).toBe('set_share_price');
    expect(stepFromUrl('name_group', withDraw, 'name_group')).toBe('name_group');
  });

  it('never skips a step the draft has not finished', () => {
    expect(stepFromUrl('join_session', named, 'name_group')).toBe('select_draw');
    expect(stepFromUrl('set_share_price', EMPTY_DRAFT, 'name_group')).toBe('name_group');
  });

  it('starts at the first step for a missing or unknown step, and never before it', () => {
    expect(stepFromUrl(null, withDraw, 'name_group')).toBe('name_group');
    expect(stepFromUrl('pay_now', withDraw, 'name_group')).toBe('name_group');
    expect(stepFromUrl('name_group', EMPTY_DRAFT, 'select_draw')).toBe('select_draw');
  });
});

describe('restoreCreationDraft', () => {
  it('gives back a stored draft', () => {
    const draft = { ...withDraw, sharePriceCents: 500, sharesTotal: 10, autosessionStatus: 'on' as const, ownShares: 2 };
    expect(restoreCreationDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('ignores a stored value whose fields have the wrong type', () => {
    expect(restoreCreationDraft(null)).toBeNull();
    expect(restoreCreationDraft({ ...named, sharePriceCents: '5' })).toBeNull();
    expect(restoreCreationDraft({ ...named, autosessionStatus: 'sometimes' })).toBeNull();
  });
});
