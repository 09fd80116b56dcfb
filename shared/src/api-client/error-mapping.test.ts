import { ApiError } from './api-error';
import { abortedError, errorFromResponse, errorFromThrown, isAbortError, parseFailureError, timeoutError } from './error-mapping';

describe('errorFromResponse', () => {
  it('takes message and code from the first message', () => {
    const error = errorFromResponse(
      422,
      { messages: [{ code: 'promotion_not_added', message: 'Code expired' }, { code: 'x', message: 'y' }], errors: { this: ['Bad'] }, result: { id: 1 } },
      'POST /v2/cart/promotion',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 422, message: 'Code expired', code: 'promotion_not_added', errors: { this: ['Bad'] }, result: { id: 1 }, reported: false });
    expect(error.context).toBe('POST /v2/cart/promotion answered 422');
  });

  it('falls back to "Something went wrong" with no code', () => {
    expect(errorFromResponse(400, null, 'GET /x')).toMatchObject({ message: 'Something went wrong', code: null, errors: {}, result: null });
    expect(errorFromResponse(400, { messages: [] }, 'GET /x').message).toBe('Something went wrong');
    expect(errorFromResponse(400, { messages: [{ message: '' }] }, 'GET /x').message).toBe('Something went wrong');
  });

  it('reports 5xx only', () => {
    expect(errorFromResponse(500, {}, 'GET /x').reported).toBe(true);
    expect(errorFromResponse(503, {}, 'GET /x').reported).toBe(true);
    expect(errorFromResponse(404, {}, 'GET /x').reported).toBe(false);
  });
});

describe('errorFromThrown', () => {
  it.each([
    [new TypeError('Failed to fetch'), 408],
    [new TypeError('NetworkError when attempting to fetch resource.'), 408],
    [new TypeError('Load failed'), 408],
    [new TypeError('fetch failed'), 408],
    [new Error('Request timed out'), 408],
    [new Error('timeout of 10000ms exceeded'), 408],
    [new Error('Network request failed'), 408],
    [new DOMException('Blocked a frame with origin "https://x" from accessing a cross-origin frame.', 'SecurityError'), 418],
    [new TypeError('Illegal invocation'), 418],
  ])('maps %p to %p, not reported', (thrown, status) => {
    expect(errorFromThrown(thrown, 'GET /x')).toMatchObject({ status, reported: false, message: 'Something went wrong' });
  });

  it('maps anything else to a reported 500 carrying the cause', () => {
    const cause = new RangeError('Invalid array length');
    const error = errorFromThrown(cause, 'GET /x');
    expect(error).toMatchObject({ status: 500, reported: true, cause });
    expect(error.context).toBe('GET /x failed: RangeError: Invalid array length');
    expect(errorFromThrown('a string', 'GET /x').status).toBe(500);
  });
});

describe('timeoutError', () => {
  it('is a 408 naming the limit', () => {
    const error = timeoutError(10000, 'GET /x');
    expect(error).toMatchObject({ status: 408, reported: false });
    expect(error.context).toContain('Request timed out after 10000 ms');
  });
});

describe('parseFailureError', () => {
  it('is a reported 422', () => {
    expect(parseFailureError(new SyntaxError('Unexpected token <'), 'GET /x')).toMatchObject({ status: 422, reported: true, message: 'Something went wrong' });
  });
});

describe('abortedError', () => {
  it('is an unreported ApiError named AbortError', () => {
    const error = abortedError(undefined, 'GET /x');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError', code: 'ABORTED', reported: false });
    expect(isAbortError(error)).toBe(true);
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
