import type { I18n } from '@drawfront/shared/contract/i18n';
import '../../../components/membership.css';

/** The two tiers the spec names: free and premium (groups §3 "Customer membership"). */
export function MembershipTiers({ i18n }: { i18n: I18n }) {
  const tiers = [
    {
      key: 'free',
      name: i18n.t('membership.tier.free.name', 'Free'),
      text: i18n.t('membership.tier.free.text', 'Become a member at no cost and get entries into our giveaways.'),
    },
    {
      key: 'premium',
      name: i18n.t('membership.tier.premium.name', 'Premium'),
      text: i18n.t('membership.tier.premium.text', 'Everything in Free, plus premium member benefits and more chances to win.'),
    },
  ];
  return (
    <section className="membership-section" aria-labelledby="membership-tiers-heading">
      <h2 className="membership-section__heading" id="membership-tiers-heading">
        {i18n.t('membership.tiers.heading', 'Membership tiers')}
      </h2>
      <ul className="membership-cards">
        {tiers.map((tier) => (
          <li key={tier.key} className={`membership-card membership-card--${tier.key}`}>
            <h3 className="membership-card__title">{tier.name}</h3>
            <p className="membership-card__text">{tier.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
