import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { useQuery } from '@drawfront/shared/data/use-query';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { fetchBankDepositDetails } from '../api/funds-api';

/** A reference shown in groups of 4 characters (storefront §9), easier to copy into a banking app. */
export const groupReference = (reference: string) => reference.replace(/(.{4})(?=.)/g, '$1 ');

/** Bank transfer and PayID: the customer's own reference and the account to pay; the money arrives when the bank reports it. */
export function BankTransferDetails({ api, i18n, payId }: { api: ApiClient; i18n: I18n; payId: boolean }) {
  const load = useCallback((signal: AbortSignal) => fetchBankDepositDetails(api, signal), [api]);
  const details = useQuery(['bank-deposit-details'], load);
  return (
    <section className="account-funds-other" aria-labelledby="account-funds-bank-heading">
      <h2 id="account-funds-bank-heading">{payId ? i18n.t('account.deposit.bank-heading', 'Bank transfer or PayID') : i18n.t('account.deposit.bank-only-heading', 'Bank transfer')}</h2>
      {details.status === 'loading' ? <p role="status">{i18n.t('account.deposit.bank-loading', 'Loading your reference')}</p> : null}
      {details.status === 'error' ? <LoadError title={i18n.t('account.deposit.bank-error', "We couldn't load your reference")} error={details.error} i18n={i18n} onRetry={details.retry} /> : null}
      {details.status === 'success' ? (
        <>
          <p>{i18n.t('account.deposit.bank-intro', 'Send any amount from your bank and quote your reference. Your wallet is credited when the payment arrives.')}</p>
          <dl className="account-funds-summary">
            <dt>{i18n.t('account.deposit.bank-reference', 'Your reference')}</dt>
            <dd className="account-funds__reference">{groupReference(details.data.reference)}</dd>
            <dt>{i18n.t('account.deposit.bank-account-name', 'Account name')}</dt>
            <dd>{details.data.accountName}</dd>
            <dt>{i18n.t('account.deposit.bank-bsb', 'BSB')}</dt>
            <dd>{details.data.bsb}</dd>
            <dt>{i18n.t('account.deposit.bank-account-number', 'Account number')}</dt>
            <dd>{details.data.accountNumber}</dd>
            {payId ? (
              <>
                <dt>{i18n.t('account.deposit.bank-payid', 'PayID')}</dt>
                <dd>{details.data.payId}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}
