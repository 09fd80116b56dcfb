import { requestHash } from './request-hash';

describe('requestHash', () => {
  it('is the same for the same body whatever the key order, at any depth', () => {
    expect(requestHash('purchase', { a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(requestHash('purchase', { b: { c: [1, { e: 3, d: 2 }] }, a: 1 }));
  });

  it('differs for another body, another scope or another array order', () => {
    const base = requestHash('purchase', { amount: 100 });
    expect(requestHash('purchase', { amount: 101 })).not.toBe(base);
    expect(requestHash('deposit', { amount: 100 })).not.toBe(base);
    expect(requestHash('purchase', { items: [1, 2] })).not.toBe(requestHash('purchase', { items: [2, 1] }));
  });

  it('treats an absent field and an undefined one alike', () => {
    expect(requestHash('deposit', { amount: 100, csc: undefined })).toBe(requestHash('deposit', { amount: 100 }));
  });
});
