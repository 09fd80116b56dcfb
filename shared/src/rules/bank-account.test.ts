import { ACCOUNT_NAME_MESSAGE, ACCOUNT_NUMBER_MESSAGE, accountNumberHint, bankAccountFormField, BSB_MESSAGE, checkBankAccount, PAYID_EMAIL_MESSAGE, PAYID_PHONE_MESSAGE, SWIFT_MESSAGE } from './bank-account';

describe('checkBankAccount', () => {
  it('normalises a BSB and account number', () => {
    expect(checkBankAccount({ type: 'national', code: '062 000', accountNumber: '1234 5678', accountName: '  Pat   Player ' })).toEqual({
      ok: true,
      account: { type: 'national', bankCode: '062-000', accountNumber: '12345678', accountName: 'Pat Player' },
    });
  });

  it('answers every bad field under the API name', () => {
    expect(checkBankAccount({ type: 'national', code: '06200', accountNumber: '12ab', accountName: '' })).toEqual({
      ok: false,
      errors: { bsb: BSB_MESSAGE, account_number: ACCOUNT_NUMBER_MESSAGE, account_name: ACCOUNT_NAME_MESSAGE },
    });
    expect(checkBankAccount({ type: 'international', code: 'NOPE', accountNumber: 'GB29NWBK60161331926819', accountName: 'Pat Player' })).toEqual({ ok: false, errors: { swift: SWIFT_MESSAGE } });
  });

  it('checks PayIDs: an email or an Australian mobile number', () => {
    expect(checkBankAccount({ type: 'payid_email', accountNumber: 'Pat@Example.com', accountName: 'Pat Player' })).toMatchObject({ ok: true, account: { accountNumber: 'pat@example.com', bankCode: null } });
    expect(checkBankAccount({ type: 'payid_phone', accountNumber: '+61 412 345 678', accountName: 'Pat Player' })).toMatchObject({ ok: true, account: { accountNumber: '0412345678' } });
    expect(checkBankAccount({ type: 'payid_email', accountNumber: 'not-an-email', accountName: 'Pat Player' })).toEqual({ ok: false, errors: { account_number: PAYID_EMAIL_MESSAGE } });
    expect(checkBankAccount({ type: 'payid_phone', accountNumber: '0212345678', accountName: 'Pat Player' })).toEqual({ ok: false, errors: { account_number: PAYID_PHONE_MESSAGE } });
  });

  it('rejects a card number typed as the account name', () => {
    expect(checkBankAccount({ type: 'national', code: '062000', accountNumber: '12345678', accountName: '4242 4242 4242 4242' })).toEqual({ ok: false, errors: { account_name: ACCOUNT_NAME_MESSAGE } });
  });
});

describe('bankAccountFormField', () => {
  it('maps account_number to accountNumber and swift/bsb to bankCode (groups spec §5)', () => {
    expect(['account_number', 'swift', 'bsb', 'account_name', 'other'].map(bankAccountFormField)).toEqual(['accountNumber', 'bankCode', 'bankCode', 'accountName', null]);
  });
});

describe('accountNumberHint', () => {
  it('shows only the end of a number and hides most of a PayID', () => {
    expect(accountNumberHint('national', '12345678')).toBe('•••678');
    expect(accountNumberHint('payid_email', 'pat@example.com')).toBe('p***@example.com');
    expect(accountNumberHint('payid_phone', '0412345678')).toBe('04** *** 678');
  });
});
