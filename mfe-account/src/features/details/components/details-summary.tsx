import type { CustomerDetails } from '@drawfront/shared/contract/customer-details';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { FIELD_LABELS } from '../model/details-form';

/** The details as read: a description list, the address in its country's order. */
export function DetailsSummary({ details, i18n }: { details: CustomerDetails; i18n: I18n }) {
  const { address } = details;
  const lines = [address.addressLine1, address.addressLine2, [address.suburb, address.state, address.postcode].filter(Boolean).join(' '), address.country].filter(Boolean);
  const none = i18n.t('account.details.none', 'Not given');
  const rows: [string, string][] = [
    [i18n.t('account.details.name', 'Name'), `${details.firstname} ${details.lastname}`],
    [i18n.t('account.details.email', FIELD_LABELS.email), details.email],
    [i18n.t('account.details.phone', FIELD_LABELS.phone), details.phone || none],
    [i18n.t('account.details.dateOfBirth', FIELD_LABELS.dateOfBirth), details.dateOfBirth],
  ];
  return (
    <dl className="account-details-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="account-details-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="account-details-summary__row">
        <dt>{i18n.t('account.details.address', 'Your address')}</dt>
        <dd>{address.addressLine1 ? lines.map((line) => <span key={line} className="account-details-summary__line">{line}</span>) : none}</dd>
      </div>
    </dl>
  );
}
