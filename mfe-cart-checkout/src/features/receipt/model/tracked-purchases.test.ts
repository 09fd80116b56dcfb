import { claimPurchaseTracking, TRACKED_PURCHASES_KEY } from './tracked-purchases';

describe('claimPurchaseTracking', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('claims a checkout once, remembering it in session storage', () => {
    expect(claimPurchaseTracking('T-1')).toBe(true);
    expect(claimPurchaseTracking('T-1')).toBe(false);
    expect(claimPurchaseTracking('T-2')).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(TRACKED_PURCHASES_KEY) ?? '')).toEqual(['T-1', 'T-2']);
  });

  it('honours a claim stored by an earlier page load', () => {
    window.sessionStorage.setItem(TRACKED_PURCHASES_KEY, JSON.stringify(['T-3']));
    expect(claimPurchaseTracking('T-3')).toBe(false);
  });

  it('still claims once when storage is unavailable or unreadable', () => {
    expect(claimPurchaseTracking('T-4', null)).toBe(true);
    expect(claimPurchaseTracking('T-4', null)).toBe(false);
    window.sessionStorage.setItem(TRACKED_PURCHASES_KEY, '{not json');
    expect(claimPurchaseTracking('T-5')).toBe(true);
  });
});
