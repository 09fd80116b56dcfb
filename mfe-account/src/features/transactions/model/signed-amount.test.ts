import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { signedAmount } from './signed-amount';

const { money } = buildI18n(buildSite());

describe('signedAmount', () => {
  it('signs credits with a plus and debits with a minus', () => {
    expect(signedAmount(1000, money)).toEqual({ direction: 'credit', text: '+$10.00' });
    expect(signedAmount(-850, money)).toEqual({ direction: 'debit', text: '\u2212$8.50' });
    expect(signedAmount(-123456, money)).toEqual({ direction: 'debit', text: '\u2212$1,234.56' });
  });

  it('counts nothing moved as a credit', () => {
    expect(signedAmount(0, money).direction).toBe('credit');
  });
});
