import { autologinReturnTo } from './autologin-return';

describe('autologinReturnTo', () => {
  it('sends the customer to the link’s target with the page’s query merged in, the page’s values winning', () => {
    expect(autologinReturnTo(new URLSearchParams('target=%2Fmy-account%2Fdeposit%3Famount%3D20&amount=50&utm_source=mail'))).toBe('/my-account/deposit?amount=50&utm_source=mail');
  });

  it('keeps the target as it is when the page has no other parameters', () => {
    expect(autologinReturnTo(new URLSearchParams('target=%2Fresults%23latest'))).toBe('/results#latest');
  });

  it('answers null without a target or with one that leaves the site', () => {
    expect(autologinReturnTo(new URLSearchParams('utm_source=mail'))).toBeNull();
    expect(autologinReturnTo(new URLSearchParams('target=%2F%2Fevil.example'))).toBeNull();
    expect(autologinReturnTo(new URLSearchParams('target=https%3A%2F%2Fevil.example'))).toBeNull();
  });
});
