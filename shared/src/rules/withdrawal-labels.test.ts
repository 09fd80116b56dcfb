import { isCancellable, WITHDRAWAL_STATUS_LABELS, withdrawalAccountLabel } from './withdrawal-labels';

describe('withdrawal labels', () => {
  it('names each kind of account by what may be shown of it', () => {
    expect(withdrawalAccountLabel({ type: 'national', bankCode: '062-000', accountNumberHint: '•••678' })).toBe('Bank account 062-000 •••678');
    expect(withdrawalAccountLabel({ type: 'international', bankCode: 'NWBKGB2L', accountNumberHint: '•••819' })).toBe('International account NWBKGB2L •••819');
    expect(withdrawalAccountLabel({ type: 'payid_email', bankCode: null, accountNumberHint: 'p***@example.com' })).toBe('PayID p***@example.com');
    expect(withdrawalAccountLabel({ type: 'payid_phone', bankCode: null, accountNumberHint: '04** *** 678' })).toBe('PayID 04** *** 678');
  });

  it('lets only a pending withdrawal be cancelled, and labels every status', () => {
    expect((['pending', 'processing', 'paid', 'failed', 'cancelled'] as const).filter(isCancellable)).toEqual(['pending']);
    expect(Object.keys(WITHDRAWAL_STATUS_LABELS).sort()).toEqual(['cancelled', 'failed', 'paid', 'pending', 'processing']);
  });
});
