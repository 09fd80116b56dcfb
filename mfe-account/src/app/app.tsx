import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { remoteRoutes } from '@drawfront/shared/routes/remote-routes';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import './app.css';
import { AutologinPage } from '../features/login/components/autologin-page';
import { LoginPage } from '../features/login/components/login-page';
import { SocialCallbackPage } from '../features/login/components/social-callback-page';
import { SocialSignInButtons } from '../features/login/components/social-sign-in-buttons';
import { SignupPage } from '../features/signup/components/signup-page';
import {
  AccountHomePage,
  CardsPage,
  CombinedRecurringPage,
  DepositAuthorisationPage,
  DepositCancelPage,
  DepositSummaryPage,
  DepositDetailsPage,
  DepositLimitsPage,
  DepositPage,
  PrecommitmentPage,
  PrintTicketsPage,
  RecurringListPage,
  RecurringTicketPage,
  ScheduledPurchasePage,
  SpendLimitsPage,
  TakeABreakPage,
  StatementPage,
  TicketDetailPage,
  TicketsPage,
  TransactionsPage,
  WithdrawDetailsPage,
  WithdrawPage,
  WithdrawSummaryPage,
  ForgotPasswordPage,
  ForcePasswordChangePage,
  ChangePasswordPage,
  LoginAndSecurityPage,
  CloseAccountPage,
  CloseAccountSuccessPage,
} from './lazy-pages';
import { FavouriteNumbersPage, LatestShares, SharePage } from './lazy-pages';
import { AccountVerificationPage, ConfirmAddressPage, ManualVerificationPage, MyDetailsPage, PreferencesPage, UnsubscribePage, UpgradeAccountPage, VerifyAccountPage } from './lazy-pages';

/** The account remote's routes (the route table's, at the site's paths), under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  const routes = useRoutes(
    remoteRoutes(
      'account',
      props.site,
      {
        login: <LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} otherMethods={<SocialSignInButtons api={props.api} i18n={props.i18n} site={props.site} />} />,
        'login-social-callback': <SocialCallbackPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'login-autologin': <AutologinPage key="autologin" kind="autologin" api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />,
        'login-transfer': <AutologinPage key="transfer" kind="transfer" api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />,
        'checkout-login': <LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} checkout />,
        signup: <SignupPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} otherMethods={<SocialSignInButtons api={props.api} i18n={props.i18n} site={props.site} />} />,
        'my-account': <AccountHomePage i18n={props.i18n} site={props.site} />,
        'upcoming-tickets': (
          <>
            <TicketsPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />
            <LatestShares api={props.api} i18n={props.i18n} site={props.site} />
          </>
        ),
        'favourite-numbers': <FavouriteNumbersPage api={props.api} i18n={props.i18n} site={props.site} />,
        'syndicate-share': <SharePage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'upcoming-ticket': <TicketDetailPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'past-tickets': <TicketsPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'past-ticket': <TicketDetailPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'print-tickets': <PrintTicketsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        transactions: <TransactionsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'cards-and-accounts': <CardsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'my-account-deposit': <DepositPage api={props.api} i18n={props.i18n} site={props.site} />,
        'deposit-details': <DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'deposit-details-success': <DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'deposit-details-failure': <DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'deposit-summary': <DepositSummaryPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'my-account-deposit-cancel': <DepositCancelPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'deposit-authorisation': <DepositAuthorisationPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'spend-limits': <SpendLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />,
        'take-a-break': <TakeABreakPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'precommitment-limit': <PrecommitmentPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />,
        autoplay: <RecurringListPage key="autoplay" kind="autoplay" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'autoplay-ticket': <RecurringTicketPage key="autoplay" kind="autoplay" api={props.api} i18n={props.i18n} site={props.site} />,
        subscriptions: <RecurringListPage key="subscription" kind="subscription" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'subscription-ticket': <RecurringTicketPage key="subscription" kind="subscription" api={props.api} i18n={props.i18n} site={props.site} />,
        'recurring-purchases': <CombinedRecurringPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'scheduled-purchase': <ScheduledPurchasePage api={props.api} i18n={props.i18n} site={props.site} />,
        statement: <StatementPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'deposit-limits': <DepositLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />,
        withdraw: <WithdrawPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'withdraw-summary': <WithdrawSummaryPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'withdraw-details': <WithdrawDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'forgot-password': <ForgotPasswordPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'force-password-change': <ForcePasswordChangePage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'change-password': <ChangePasswordPage api={props.api} i18n={props.i18n} site={props.site} />,
        'login-and-security': <LoginAndSecurityPage api={props.api} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />,
        'close-my-account': <CloseAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'close-my-account-success': <CloseAccountSuccessPage i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'my-details': <MyDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'customer-details': <MyDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'upgrade-account': <UpgradeAccountPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />,
        'confirm-address': <ConfirmAddressPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'communication-preferences': <PreferencesPage key="signed-in" api={props.api} i18n={props.i18n} session={props.session} site={props.site} />,
        'communication-preferences-link': <PreferencesPage key="link" api={props.api} i18n={props.i18n} session={props.session} site={props.site} />,
        unsubscribe: <UnsubscribePage api={props.api} i18n={props.i18n} site={props.site} />,
        'account-verification': <AccountVerificationPage i18n={props.i18n} site={props.site} />,
        'verify-account': <VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />,
        'manual-verification': <ManualVerificationPage api={props.api} i18n={props.i18n} site={props.site} />,
      },
      { basePath: props.basePath, notFound: <NotFound i18n={props.i18n} navigate={props.navigate} /> },
    ),
  );
  return (
    <Suspense
      fallback={
        <LoadingRegion label={props.i18n.t('account.loading', 'Loading your account')} className="account-page-loading">
          <Skeleton height="2.5rem" width="18rem" />
          <Skeleton height="10rem" />
        </LoadingRegion>
      }
    >
      {routes}
    </Suspense>
  );
}
