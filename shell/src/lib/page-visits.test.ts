import { createPageVisits } from './page-visits';

describe('createPageVisits', () => {
  it('treats anything started on the first page as current until the customer moves', () => {
    let now = 100;
    const visits = createPageVisits('/lucky-strike', () => now);
    expect(visits.isCurrent(5)).toBe(true);
    now = 200;
    visits.begin('/results');
    expect(visits.isCurrent(150)).toBe(false);
    expect(visits.isCurrent(250)).toBe(true);
  });

  it('keeps the visit when only the query or hash changes (same path)', () => {
    let now = 100;
    const visits = createPageVisits('/results', () => now);
    now = 200;
    const first = visits.begin('/results');
    expect(first.epoch).toBe(1);
    expect(visits.isCurrent(150)).toBe(true);
  });

  it('counts each page visit, so a return to the same path is a new visit', () => {
    let now = 0;
    const visits = createPageVisits('/a', () => now);
    now = 10;
    visits.begin('/b');
    now = 20;
    const back = visits.begin('/a');
    expect(back.epoch).toBe(3);
    expect(visits.isCurrent(5)).toBe(false);
  });

  it('never drops UI without a stamp (a remote built before stamps)', () => {
    const visits = createPageVisits('/a', () => 1);
    visits.begin('/b');
    expect(visits.isCurrent(undefined)).toBe(true);
  });
});
