import { draftKey, draftStorage } from './draft-storage';

const scope = { site: 'au', builder: 'ticket', offer: 'lucky-strike/standard' };

describe('draftStorage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps a draft through a reload of the page, per site, builder and offer', () => {
    draftStorage<{ numbers: number[] }>(scope).write({ numbers: [3, 14, 27] });
    expect(draftStorage(scope).read()).toEqual({ numbers: [3, 14, 27] });
    expect(draftStorage({ ...scope, site: 'uk' }).read()).toBeNull();
    expect(draftStorage({ ...scope, offer: 'mega/standard' }).read()).toBeNull();
    expect(draftStorage({ ...scope, builder: 'systems' }).read()).toBeNull();
  });

  it('forgets the draft once cleared (the line is in the cart)', () => {
    const drafts = draftStorage<{ numbers: number[] }>(scope);
    drafts.write({ numbers: [1] });
    drafts.clear();
    expect(drafts.read()).toBeNull();
  });

  it('reads nothing from unreadable or foreign data', () => {
    window.sessionStorage.setItem(draftKey(scope), '{broken');
    expect(draftStorage(scope).read()).toBeNull();
    window.sessionStorage.setItem(draftKey(scope), JSON.stringify({ numbers: [1] }));
    expect(draftStorage(scope).read()).toBeNull();
  });

  it('works without storage, and when storage throws', () => {
    expect(draftStorage(scope, null).read()).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const drafts = draftStorage(scope, throwing);
    expect(() => drafts.write({})).not.toThrow();
    expect(drafts.read()).toBeNull();
    expect(() => drafts.clear()).not.toThrow();
  });

  it('escapes the parts of its key', () => {
    expect(draftKey({ site: 'a:b', builder: 'ticket', offer: 'x y' })).toBe('df_draft:a%3Ab:ticket:x%20y');
  });
});
