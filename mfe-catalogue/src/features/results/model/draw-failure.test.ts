import { ApiError } from '@drawfront/shared/api-client/api-error';
import { drawFailure, isUnknownResults } from './draw-failure';

const apiError = (status: number, code: string | null) =>
  new ApiError({ status, code, message: 'nope', errors: {}, result: null, reported: false, context: 'GET /draw/details/x/1' });

describe('draw failures', () => {
  it('reads 404 as no such draw', () => {
    expect(drawFailure(apiError(404, 'draw_not_found'))).toBe('not-found');
  });

  it('reads 422 draw_not_drawn as a draw still to come', () => {
    expect(drawFailure(apiError(422, 'draw_not_drawn'))).toBe('not-drawn');
  });

  it('leaves any other failure to "try again"', () => {
    expect(drawFailure(apiError(422, 'something_else'))).toBe('failed');
    expect(drawFailure(apiError(500, null))).toBe('failed');
    expect(drawFailure(new Error('offline'))).toBe('failed');
  });

  it('reads 404 and 422 on a results list as results the API does not have', () => {
    expect(isUnknownResults(apiError(404, 'offer_not_found'))).toBe(true);
    expect(isUnknownResults(apiError(422, 'bad_month'))).toBe(true);
    expect(isUnknownResults(apiError(503, null))).toBe(false);
  });
});
