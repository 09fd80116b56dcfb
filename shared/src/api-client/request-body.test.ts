import { encodeBody } from './request-body';

describe('encodeBody', () => {
  it('sends nothing without a body', () => {
    expect(encodeBody(undefined)).toEqual({ body: undefined, contentType: null });
  });

  it('sends snake_case JSON by default', () => {
    expect(encodeBody({ refreshToken: 'r', otp: '123456' })).toEqual({ body: '{"refresh_token":"r","otp":"123456"}', contentType: 'application/json' });
  });

  it('sends a snake_case form when asked', () => {
    const encoded = encodeBody({ minimumJackpotAmount: 500, quickpick: true, skip: null, gone: undefined, ids: [1, 2], deep: { a: 1 } }, true);
    expect(encoded.contentType).toBe('application/x-www-form-urlencoded');
    expect(encoded.body).toBe('minimum_jackpot_amount=500&quickpick=true&ids=1&ids=2&deep=%7B%22a%22%3A1%7D');
  });

  it('passes FormData through for the browser to write the multipart header', () => {
    const data = new FormData();
    data.append('licenceFront', 'x');
    expect(encodeBody(data)).toEqual({ body: data, contentType: null });
  });
});
