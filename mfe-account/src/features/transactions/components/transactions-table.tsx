import { useId } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { signedAmount } from '../model/signed-amount';
import { transactionDate } from '../model/transaction-date';
import { formatAmount } from '@drawfront/shared/format/money';

export interface TransactionsTableProps {
  transactions: WalletTransaction[];
  caption: string;
  i18n: I18n;
}

/** Wallet movements as a table; credits and debits differ in words and sign, not only in colour. */
export function TransactionsTable({ transactions, caption, i18n }: TransactionsTableProps) {
  const captionId = useId();
  return (
    // A narrow screen scrolls the table sideways; the region is focusable so a keyboard can scroll it too.
    <div className="account-transactions__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="account-transactions__table">
        <caption id={captionId} className="df-ui-visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{i18n.t('account.transactions.date', 'Date')}</th>
            <th scope="col">{i18n.t('account.transactions.description', 'Description')}</th>
            <th scope="col" className="account-transactions__number">
              {i18n.t('account.transactions.amount', 'Amount')}
            </th>
            <th scope="col" className="account-transactions__number">
              {i18n.t('account.transactions.balance-after', 'Balance after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const amount = signedAmount(transaction.amount.amount, (minor) => formatAmount({ amount: minor, currency: transaction.amount.currency }, i18n.locale));
            return (
              <tr key={transaction.id}>
                <td>
                  <time dateTime={transaction.createdAt}>{transactionDate(transaction.createdAt, i18n)}</time>
                </td>
                <th scope="row" className="account-transactions__description">
                  {transaction.description}
                  {/* The purchase's short code, which the receipt and support quote; an internal id means nothing to a customer. */}
                  {transaction.receiptReference ? (
                    <span className="account-transactions__reference">
                      {i18n.t('account.transactions.reference', 'Ref. {reference}', { reference: transaction.receiptReference })}
                    </span>
                  ) : null}
                </th>
                <td className={`account-transactions__number account-transactions__amount account-transactions__amount--${amount.direction}`}>
                  <span className="account-transactions__direction">
                    {amount.direction === 'credit' ? i18n.t('account.transactions.credit', 'Credit') : i18n.t('account.transactions.debit', 'Debit')}
                  </span>{' '}
                  {amount.text}
                </td>
                <td className="account-transactions__number">{formatAmount(transaction.balanceAfter, i18n.locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
