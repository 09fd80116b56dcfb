import type { I18n } from '@drawfront/shared/contract/i18n';
import '../../../components/membership.css';

/** The giveaway types members enter: daily, major, monthly, preview and special (groups §9). */
export function GiveawayTypes({ i18n }: { i18n: I18n }) {
  const types = [
    { key: 'daily', name: i18n.t('membership.giveaway.daily.name', 'Daily'), text: i18n.t('membership.giveaway.daily.text', 'A giveaway drawn every day.') },
    { key: 'major', name: i18n.t('membership.giveaway.major.name', 'Major'), text: i18n.t('membership.giveaway.major.text', 'Our biggest prizes, drawn less often.') },
    {
      key: 'monthly',
      name: i18n.t('membership.giveaway.monthly.name', 'Monthly'),
      text: i18n.t('membership.giveaway.monthly.text', 'A giveaway drawn each month: unlock your entry as a member.'),
    },
    { key: 'preview', name: i18n.t('membership.giveaway.preview.name', 'Preview'), text: i18n.t('membership.giveaway.preview.text', 'An early look at our next giveaways, for premium members.') },
    { key: 'special', name: i18n.t('membership.giveaway.special.name', 'Special'), text: i18n.t('membership.giveaway.special.text', 'One-off giveaways for every member.') },
  ];
  return (
    <section className="membership-section" aria-labelledby="membership-giveaway-types-heading">
      <h2 className="membership-section__heading" id="membership-giveaway-types-heading">
        {i18n.t('membership.giveaways.heading', 'Giveaway types')}
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
