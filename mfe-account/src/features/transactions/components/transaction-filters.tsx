import { useMemo } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { KIND_OPTIONS, recentMonths } from '../model/transaction-filters';
import type { TransactionFilters, TransactionKind } from '../model/transaction-filters';

export interface TransactionFiltersFormProps {
  filters: TransactionFilters;
  locale: string;
  i18n: I18n;
  /** A new choice: the page goes back to page 1 of the new list. */
  onChange: (filters: TransactionFilters) => void;
  now?: () => Date;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Type and month of the transactions shown; each choice applies at once (the list is announced by its caption). */
export function TransactionFiltersForm({ filters, locale, i18n, onChange, now = () => new Date() }: TransactionFiltersFormProps) {
  const months = useMemo(() => recentMonths(now(), browserTimeZone(), locale), [locale, now]);
  return (
    <form role="search" aria-label={i18n.t('account.transactions.filters', 'Filter transactions')} className="account-transactions-filters" onSubmit={(event) => event.preventDefault()}>
      <label className="account-transactions-filters__field">
        <span className="df-ui-field__label">{i18n.t('account.transactions.kind', 'Type')}</span>
        <select className="df-ui-field__input" value={filters.kind ?? ''} onChange={(event) => onChange({ ...filters, kind: (event.target.value || undefined) as TransactionKind | undefined })}>
          <option value="">{i18n.t('account.transactions.all-kinds', 'All types')}</option>
          {KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n.t(`account.transactions.kind-${option.value}`, option.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="account-transactions-filters__field">
        <span className="df-ui-field__label">{i18n.t('account.transactions.month', 'Month')}</span>
        <select className="df-ui-field__input" value={filters.month ?? ''} onChange={(event) => onChange({ ...filters, month: event.target.value || undefined })}>
          <option value="">{i18n.t('account.transactions.all-months', 'All months')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
