import { chooseConfirmationBanner } from './confirmation-banner';

const DETAILS = ['/my-account/my-details', '/customer/details'];

describe("the confirmation banner's choice", () => {
  it('asks for the address first when both need confirming', () => {
    expect(chooseConfirmationBanner({ addressConfirmationRequired: true, emailAddressConfirmationRequired: true }, '/my-account', DETAILS)).toBe('address');
  });

  it('asks for the email when only the email needs confirming', () => {
    expect(chooseConfirmationBanner({ addressConfirmationRequired: false, emailAddressConfirmationRequired: true }, '/', DETAILS)).toBe('email');
  });

  it('shows nothing when nothing needs confirming, or nobody is signed in', () => {
    expect(chooseConfirmationBanner({ addressConfirmationRequired: false, emailAddressConfirmationRequired: false }, '/', DETAILS)).toBeNull();
    expect(chooseConfirmationBanner({}, '/', DETAILS)).toBeNull();
    expect(chooseConfirmationBanner(null, '/', DETAILS)).toBeNull();
  });

  it('never shows on the my-details pages, whatever the trailing slash or case', () => {
    const both = { addressConfirmationRequired: true, emailAddressConfirmationRequired: true };
    expect(chooseConfirmationBanner(both, '/my-account/my-details', DETAILS)).toBeNull();
    expect(chooseConfirmationBanner(both, '/my-account/my-details/', DETAILS)).toBeNull();
    expect(chooseConfirmationBanner(both, '/Customer/Details', DETAILS)).toBeNull();
    // A site without one of the pages (pathTo answers null) still hides it on the other.
    expect(chooseConfirmationBanner(both, '/customer/details', [null, '/customer/details'])).toBeNull();
    expect(chooseConfirmationBanner(both, '/my-account/my-details-help', DETAILS)).toBe('address');
  });
});
