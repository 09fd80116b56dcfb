import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { ticketResultPath } from './result-path';

const pathTo = createPathTo(buildSite());

describe('ticketResultPath', () => {
  it("links a past ticket to its draw's result page by the offer's URL, not its key", () => {
    expect(ticketResultPath(pathTo, { status: 'past', offerUrl: 'saturday-super-draw-uk', drawNo: 4412 })).toBe('/saturday-super-draw-uk/results/draw/4412');
  });

  it('has no result page for an upcoming ticket', () => {
    expect(ticketResultPath(pathTo, { status: 'upcoming', offerUrl: 'powerball', drawNo: 1450 })).toBeNull();
  });

  it('gives no path where the site lacks the page', () => {
    expect(ticketResultPath(() => null, { status: 'past', offerUrl: 'powerball', drawNo: 1450 })).toBeNull();
  });
});
