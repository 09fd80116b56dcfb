import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import './account-home.css';

export type AccountHomePageProps = Pick<RemoteProps, 'i18n' | 'site'>;

interface Section {
  /** The page, from the route table: its path and the capabilities it needs come with it. */
  routeId: RouteId;
  key: string;
  title: string;
  description: string;
}

// The account pages this remote serves, in the order a customer most often wants them.
const SECTIONS: Section[] = [
  { routeId: 'upcoming-tickets', key: 'upcoming', title: 'Upcoming tickets', description: 'Tickets in draws that are still to come.' },
  { routeId: 'past-tickets', key: 'past', title: 'Past tickets', description: 'Tickets in draws that have been drawn.' },
  { routeId: 'autoplay', key: 'autoplay', title: 'Autoplay', description: 'Your entries bought for every draw: pause, change or cancel them.' },
  { routeId: 'subscriptions', key: 'subscriptions', title: 'Subscriptions', description: 'Your raffle entries for every draw.' },
  { routeId: 'recurring-purchases', key: 'recurring-purchases', title: 'Recurring purchases', description: 'Autoplay, subscriptions and pre-orders in one list.' },
  { routeId: 'transactions', key: 'transactions', title: 'Transactions', description: 'Deposits and purchases, with your balance after each.' },
  { routeId: 'my-account-deposit', key: 'deposit', title: 'Deposit', description: 'Add money to your wallet from a saved card.' },
  { routeId: 'withdraw', key: 'withdraw', title: 'Withdraw', description: 'Send winnings and unspent deposits to your bank account or PayID.' },
  { routeId: 'cards-and-accounts', key: 'cards', title: 'Cards and accounts', description: 'Add, remove or choose your default card.' },
  { routeId: 'spend-limits', key: 'spend-limits', title: 'Spend limits', description: 'Set how much you can spend a day, week or month.' },
  { routeId: 'deposit-limits', key: 'deposit-limits', title: 'Deposit limits', description: 'Set how much you can deposit a day, week or month.' },
  { routeId: 'precommitment-limit', key: 'precommitment', title: 'Pre-commitment limit', description: 'Commit in advance to a most you will spend each week.' },
  { routeId: 'take-a-break', key: 'take-a-break', title: 'Take a break', description: 'Stop buying for a while, or exclude yourself.' },
  { routeId: 'favourite-numbers', key: 'favourite-numbers', title: 'Favourite numbers', description: 'Numbers you play often, ready to add to any ticket.' },
  { routeId: 'my-details', key: 'my-details', title: 'My details', description: 'Your name, email, phone number and address.' },
  { routeId: 'communication-preferences', key: 'communication-preferences', title: 'Communication preferences', description: 'Choose how we may tell you about draws, offers and news.' },
  { routeId: 'verify-account', key: 'verify-account', title: 'Verify your identity', description: 'Confirm who you are, so you can keep buying tickets and withdraw winnings.' },
  { routeId: 'login-and-security', key: 'login-and-security', title: 'Login and security', description: 'Change your password and set up two-factor authentication.' },
];

/** /my-account: the way into every account page the site offers. */
export function AccountHomePage({ i18n, site }: AccountHomePageProps) {
  const heading = i18n.t('account.home.heading', 'My account');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  // A page whose capability is off on this site is a 404 there, so it gets no link.
  const sections = SECTIONS.flatMap((section) => {
    const to = pathTo(section.routeId);
    return to ? [{ ...section, to }] : [];
  });
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
