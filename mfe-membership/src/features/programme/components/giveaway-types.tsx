import type { I18n } from '@drawfront/shared/contract/i18n';
import './membership.css';

/** The regular giveaway types members enter: daily, major and monthly (groups §3 "Giveaway draw"). */
export function GiveawayTypes({ i18n }: { i18n: I18n }) {
  const types = [
    { key: 'daily', name: i18n.t('membership.giveaway.daily.name', 'Daily'), text: i18n.t('membership.giveaway.daily.text', 'A giveaway drawn every day.') },
    { key: 'major', name: i18n.t('membership.giveaway.major.name', 'Major'), text: i18n.t('membership.giveaway.major.text', 'Our biggest prizes, drawn less often.') },
    {
      key: 'monthly',
      name: i18n.t('membership.giveaway.monthly.name', 'Monthly'),
      text: i18n.t('membership.giveaway.monthly.text', 'A giveaway drawn each month: unlock your entry as a member.'),
    },
  ];
  return (
    <section className="membership-section" aria-labelledby="membership-giveaways-heading">
      <h2 className="membership-section__heading" id="membership-giveaways-heading">
        {i18n.t('membership.giveaways.heading', 'Giveaways')}
      </h2>
      <ul className="membership-cards membership-cards--three">
        {types.map((type) => (
          <li key={type.key} className="membership-card">
            <h3 className="membership-card__title">{type.name}</h3>
            <p className="membership-card__text">{type.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
