import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { AccountHomePage } from '../features/account-home/components/account-home-page';
import { CardsPage } from '../features/funds/components/cards-page';
import { DepositAuthorisationPage } from '../features/funds/components/deposit-authorisation-page';
import { DepositDetailsPage } from '../features/funds/components/deposit-details-page';
import { DepositPage } from '../features/funds/components/deposit-page';
import { PrecommitmentPage } from '../features/limits/components/precommitment-page';
import { SpendLimitsPage } from '../features/limits/components/spend-limits-page';
import { LoginPage } from '../features/login/components/login-page';
import { SignupPage } from '../features/signup/components/signup-page';
import { TicketDetailPage } from '../features/tickets/components/ticket-detail-page';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';

/** The account remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/signup" element={<SignupPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account" element={<AccountHomePage i18n={props.i18n} site={props.site} />} />
      <Route path="/my-account/upcoming-tickets/:page?" element={<TicketsPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/upcoming-tickets/ticket/:id" element={<TicketDetailPage key="upcoming" status="upcoming" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/past-tickets/:page?" element={<TicketsPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/past-tickets/ticket/:id" element={<TicketDetailPage key="past" status="past" api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/transactions/:page?" element={<TransactionsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/cards-and-accounts" element={<CardsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/deposit" element={<DepositPage api={props.api} i18n={props.i18n} site={props.site} />} />
      <Route path="/my-account/deposit/details/:depositID" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/deposit/details/:depositID/success" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/deposit/details/:depositID/failure" element={<DepositDetailsPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/deposit/authorisation/:depositID" element={<DepositAuthorisationPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/my-account/spend-limits" element={<SpendLimitsPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />} />
      <Route path="/my-account/precommitment-limit" element={<PrecommitmentPage api={props.api} i18n={props.i18n} notify={props.notify} site={props.site} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}

/** The account remote's root: its own router under the base path the shell gives it. */
export function App(props: RemoteProps) {
  return (
    <BrowserRouter basename={props.basePath}>
      <AppRoutes {...props} />
    </BrowserRouter>
  );
}
