import { canMoveSession, closeOutcome, leaveProblem, linearGamePrice, mayInvite, shareBuyProblem, sharePriceProblem, sharesCost, sharesLeft, sharesTotalProblem, groupNameProblem } from './lotto-party';

describe('lotto party share rules', () => {
  it('prices shares as share price × shares', () => {
    expect(sharesCost(250, 4)).toBe(1000);
    expect(sharesCost(250, 0)).toBe(0);
    expect(() => sharesCost(250, -1)).toThrow(RangeError);
  });

  it('accepts share prices from $1.00 to $50.00 in 10-cent steps', () => {
    expect(sharePriceProblem(100)).toBeNull();
    expect(sharePriceProblem(5000)).toBeNull();
    expect(sharePriceProblem(90)).toBe('A share costs from $1.00 to $50.00.');
    expect(sharePriceProblem(5010)).toBe('A share costs from $1.00 to $50.00.');
    expect(sharePriceProblem(105)).toBe('A share price is in steps of 10 cents.');
  });

  it('accepts 2 to 200 shares a session and 3 to 40 characters a name', () => {
    expect(sharesTotalProblem(2)).toBeNull();
    expect(sharesTotalProblem(200)).toBeNull();
    expect(sharesTotalProblem(1)).toBe('A session has from 2 to 200 shares.');
    expect(sharesTotalProblem(201)).not.toBeNull();
    expect(groupNameProblem('  ab ')).not.toBeNull();
    expect(groupNameProblem('Office pool')).toBeNull();
  });

  it('sells only shares still left, only while open', () => {
    const open = { status: 'open' as const, sharesTotal: 10, sharesSold: 8 };
    expect(sharesLeft(10, 12)).toBe(0);
    expect(shareBuyProblem(open, 2)).toBeNull();
    expect(shareBuyProblem(open, 3)).toBe('Only 2 shares are left.');
    expect(shareBuyProblem({ ...open, sharesSold: 9 }, 2)).toBe('Only 1 share is left.');
    expect(shareBuyProblem({ ...open, sharesSold: 10 }, 1)).toBe('Every share of this session is sold.');
    expect(shareBuyProblem(open, 0)).toBe('Buy at least one share.');
    expect(shareBuyProblem({ ...open, status: 'closed' }, 1)).toBe('This session is no longer selling shares.');
  });

  it('finds the game price of a linear price table only', () => {
    expect(linearGamePrice([{ games: 4, price: 300 }, { games: 5, price: 375 }])).toBe(75);
    expect(linearGamePrice([{ games: 1, price: 100 }, { games: 2, price: 150 }])).toBeNull();
    expect(linearGamePrice([])).toBeNull();
  });

  it('closes with a smaller ticket: whole games from the money of shares sold, the rest refunded', () => {
    expect(closeOutcome({ sharePriceCents: 500, sharesSold: 10, gamePriceCents: 140 })).toEqual({ kind: 'buy', games: 35, spentCents: 4900, refundCents: 100 });
    expect(closeOutcome({ sharePriceCents: 280, sharesSold: 5, gamePriceCents: 140 })).toEqual({ kind: 'buy', games: 10, spentCents: 1400, refundCents: 0 });
  });

  it('cancels and refunds everything when the money buys no game', () => {
    expect(closeOutcome({ sharePriceCents: 100, sharesSold: 1, gamePriceCents: 140 })).toEqual({ kind: 'cancel', refundCents: 100 });
    expect(closeOutcome({ sharePriceCents: 100, sharesSold: 0, gamePriceCents: 140 })).toEqual({ kind: 'cancel', refundCents: 0 });
  });

  it('moves session status forward only', () => {
    expect(canMoveSession('open', 'closed')).toBe(true);
    expect(canMoveSession('open', 'cancelled')).toBe(true);
    expect(canMoveSession('closed', 'paid')).toBe(true);
    expect(canMoveSession('closed', 'open')).toBe(false);
    expect(canMoveSession('paid', 'cancelled')).toBe(false);
    expect(canMoveSession('cancelled', 'open')).toBe(false);
  });

  it('lets any member invite, and members without open shares leave', () => {
    expect(mayInvite({ isMember: true })).toBe(true);
    expect(mayInvite({ isMember: false })).toBe(false);
    expect(leaveProblem({ isOrganiser: true, openSessionShares: 0 })).toBe('The organiser cannot leave their own group.');
    expect(leaveProblem({ isOrganiser: false, openSessionShares: 2 })).not.toBeNull();
    expect(leaveProblem({ isOrganiser: false, openSessionShares: 0 })).toBeNull();
  });
});
