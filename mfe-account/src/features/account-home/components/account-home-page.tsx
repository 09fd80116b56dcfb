import { Link } from 'react-router-dom';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import './account-home.css';

export type AccountHomePageProps = Pick<RemoteProps, 'i18n' | 'site'>;

interface Section {
  to: string;
  key: string;
  title: string;
  description: string;
  needs: Capability | null;
}

// The account pages this remote serves, in the order a customer most often wants them.
const SECTIONS: Section[] = [
  { to: '/my-account/upcoming-tickets', key: 'upcoming', title: 'Upcoming tickets', description: 'Tickets in draws that are still to come.', needs: 'viewing-orders' },
  { to: '/my-account/past-tickets', key: 'past', title: 'Past tickets', description: 'Tickets in draws that have been drawn.', needs: 'viewing-orders' },
  { to: '/my-account/transactions', key: 'transactions', title: 'Transactions', description: 'Deposits and purchases, with your balance after each.', needs: 'viewing-orders' },
  { to: '/my-account/deposit', key: 'deposit', title: 'Deposit', description: 'Add money to your wallet from a saved card.', needs: 'wallet-deposit' },
  { to: '/my-account/cards-and-accounts', key: 'cards', title: 'Cards and accounts', description: 'Add, remove or choose your default card.', needs: 'wallet-deposit' },
  { to: '/my-account/spend-limits', key: 'spend-limits', title: 'Spend limits', description: 'Set how much you can spend a day, week or month.', needs: 'spend-limits' },
  { to: '/my-account/precommitment-limit', key: 'precommitment', title: 'Pre-commitment limit', description: 'Commit in advance to a most you will spend each week.', needs: null },
];

/** /my-account: the way into every account page the site offers. */
export function AccountHomePage({ i18n, site }: AccountHomePageProps) {
  const heading = i18n.t('account.home.heading', 'My account');
  usePageTitle(heading, site.name);
  const sections = SECTIONS.filter((section) => section.needs === null || site.capabilities.includes(section.needs));
  return (
    <div className="account-home">
      <PageHeading>{heading}</PageHeading>
      <ul className="account-home__list">
        {sections.map((section) => (
          <li key={section.key} className="account-home__item">
            <Link to={section.to} className="account-home__link">
              {i18n.t(`account.home.${section.key}`, section.title)}
            </Link>
            <p className="account-home__description">{i18n.t(`account.home.${section.key}-description`, section.description)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
