import { ApiError } from '../api-client/api-error';
import { CartAddError, toCartAddError } from './cart-add-error';

const apiError = (status: number, errors: Record<string, unknown>, message = 'Validation failed') =>
  new ApiError({ status, message, code: 'invalid', errors, result: null, reported: false, context: 'POST /cart/items answered 422' });

describe('toCartAddError', () => {
  it("reads the first 'this' message whether the API sends strings or { message } objects", () => {
    expect((toCartAddError(apiError(422, { this: ['Sales have closed'] })) as Error).message).toBe('Sales have closed');
    expect((toCartAddError(apiError(400, { this: [{ message: 'Too many games' }] })) as Error).message).toBe('Too many games');
    expect((toCartAddError(apiError(409, { this: 'Sold out' })) as Error).message).toBe('Sold out');
  });

  it("falls back to the API's message when 'this' has none", () => {
    const error = toCartAddError(apiError(422, { games: ['bad'] }, 'Pick 6 numbers'));
    expect(error).toBeInstanceOf(CartAddError);
    expect(error).toMatchObject({ message: 'Pick 6 numbers', status: 422, code: 'invalid' });
  });

  it('leaves 5xx and non-API errors alone', () => {
    const serverError = apiError(500, { this: ['x'] });
    expect(toCartAddError(serverError)).toBe(serverError);
    const plain = new Error('boom');
    expect(toCartAddError(plain)).toBe(plain);
  });
});
