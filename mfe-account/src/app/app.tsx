import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
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

/** The account remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  return (
    <Suspense
      fallback={
        <LoadingRegion label={props.i18n.t('account.loading', 'Loading your account')} className="account-page-loading">
          <Skeleton height="2.5rem" width="18rem" />
          <Skeleton height="10rem" />
        </LoadingRegion>
      }
    >
      <Routes>
        <Route path="/login" element={<LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} otherMethods={<SocialSignInButtons api={props.api} i18n={props.i18n} site={props.site} />} />} />
        <Route path="/login/social/callback" element={<SocialCallbackPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/login/autologin/:autologinToken" element={<AutologinPage key="autologin" kind="autologin" api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />} />
        <Route path="/login/transfer/:autologinToken" element={<AutologinPage key="transfer" kind="transfer" api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />} />
        <Route path="/checkout/login" element={<LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} checkout />} />
        <Route path="/signup" element={<SignupPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} otherMethods={<SocialSignInButtons api={props.api} i18n={props.i18n} site={props.site} />} />} />
        <Route path="/my-account" element={<AccountHomePage i18n={props.i18n} site={props.site} />} />
        <Route
          path="/my-account/upcoming-tickets/:page?"
          element={
            <>
              <TicketsPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />
              <LatestShares api={props.api} i18n={props.i18n} site={props.site} />
            </>
          }
        />
        <Route path="/my-account/favourite-numbers" element={<FavouriteNumbersPage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/syndicate-tickets/share/:id" element={<SharePage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/upcoming-tickets/ticket/:id" element={<TicketDetailPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/past-tickets/:page?" element={<TicketsPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/past-tickets/ticket/:id" element={<TicketDetailPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/print-tickets" element={<PrintTicketsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/transactions/:page?" element={<TransactionsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/cards-and-accounts" element={<CardsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit" element={<DepositPage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/deposit/details/:depositID" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit/details/:depositID/success" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit/details/:depositID/failure" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit/summary/:transactionID" element={<DepositSummaryPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit/:depositId/cancel" element={<DepositCancelPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit/authorisation/:depositID" element={<DepositAuthorisationPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/spend-limits" element={<SpendLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />} />
        <Route path="/my-account/take-a-break" element={<TakeABreakPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/precommitment-limit" element={<PrecommitmentPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />} />
        <Route path="/my-account/autoplay/:page?" element={<RecurringListPage key="autoplay" kind="autoplay" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/autoplay/ticket/:id" element={<RecurringTicketPage key="autoplay" kind="autoplay" api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/subscriptions/:page?" element={<RecurringListPage key="subscription" kind="subscription" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/subscriptions/ticket/:id" element={<RecurringTicketPage key="subscription" kind="subscription" api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/recurring-purchases/:page?" element={<CombinedRecurringPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/scheduled-purchases/:id" element={<ScheduledPurchasePage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/statements/:month" element={<StatementPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/deposit-limits" element={<DepositLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />} />
        <Route path="/my-account/withdraw" element={<WithdrawPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/withdraw/summary/:transactionID" element={<WithdrawSummaryPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/withdraw/details/:withdrawID" element={<WithdrawDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/force-password-change" element={<ForcePasswordChangePage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/change-Password" element={<ChangePasswordPage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/login-and-security" element={<LoginAndSecurityPage api={props.api} i18n={props.i18n} navigate={props.navigate} notify={props.notify} site={props.site} />} />
        <Route path="/close-my-account" element={<CloseAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/close-my-account/success" element={<CloseAccountSuccessPage i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/my-details" element={<MyDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/customer/details" element={<MyDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/upgrade-account" element={<UpgradeAccountPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/confirm-address/:token?" element={<ConfirmAddressPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/communication-preferences" element={<PreferencesPage key="signed-in" api={props.api} i18n={props.i18n} session={props.session} site={props.site} />} />
        <Route path="/communication-preferences/:id" element={<PreferencesPage key="link" api={props.api} i18n={props.i18n} session={props.session} site={props.site} />} />
        <Route path="/unsubscribe/:customerId/:productOfferKey?" element={<UnsubscribePage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="/account-verification" element={<AccountVerificationPage i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/verify-account" element={<VerifyAccountPage api={props.api} bus={props.bus} i18n={props.i18n} site={props.site} />} />
        <Route path="/my-account/manual-verification" element={<ManualVerificationPage api={props.api} i18n={props.i18n} site={props.site} />} />
        <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
      </Routes>
    </Suspense>
  );
}
