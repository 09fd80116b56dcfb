import { lazy } from 'react';

// Account pages beyond sign-in load on demand: /login and /signup, where most visits to this remote
// begin, then carry only what they show. Pages of one feature share their chunk's dependencies.
export const AccountHomePage = lazy(() => import('../features/account-home/components/account-home-page').then((module) => ({ default: module.AccountHomePage })));
export const CardsPage = lazy(() => import('../features/funds/components/cards-page').then((module) => ({ default: module.CardsPage })));
export const DepositPage = lazy(() => import('../features/funds/components/deposit-page').then((module) => ({ default: module.DepositPage })));
export const DepositDetailsPage = lazy(() => import('../features/funds/components/deposit-details-page').then((module) => ({ default: module.DepositDetailsPage })));
export const DepositAuthorisationPage = lazy(() => import('../features/funds/components/deposit-authorisation-page').then((module) => ({ default: module.DepositAuthorisationPage })));
export const SpendLimitsPage = lazy(() => import('../features/limits/components/spend-limits-page').then((module) => ({ default: module.SpendLimitsPage })));
export const TakeABreakPage = lazy(() => import('../features/take-a-break/components/take-a-break-page').then((module) => ({ default: module.TakeABreakPage })));
export const PrecommitmentPage = lazy(() => import('../features/limits/components/precommitment-page').then((module) => ({ default: module.PrecommitmentPage })));
export const TicketsPage = lazy(() => import('../features/tickets/components/tickets-page').then((module) => ({ default: module.TicketsPage })));
export const TicketDetailPage = lazy(() => import('../features/tickets/components/ticket-detail-page').then((module) => ({ default: module.TicketDetailPage })));
export const TransactionsPage = lazy(() => import('../features/transactions/components/transactions-page').then((module) => ({ default: module.TransactionsPage })));
export const PrintTicketsPage = lazy(() => import('../features/print-tickets/components/print-tickets-page').then((module) => ({ default: module.PrintTicketsPage })));
export const RecurringListPage = lazy(() => import('../features/recurring/components/recurring-list-page').then((module) => ({ default: module.RecurringListPage })));
export const RecurringTicketPage = lazy(() => import('../features/recurring/components/recurring-ticket-page').then((module) => ({ default: module.RecurringTicketPage })));
export const CombinedRecurringPage = lazy(() => import('../features/recurring/components/combined-page').then((module) => ({ default: module.CombinedPage })));
export const ScheduledPurchasePage = lazy(() => import('../features/recurring/components/scheduled-purchase-page').then((module) => ({ default: module.ScheduledPurchasePage })));
export const WithdrawPage = lazy(() => import('../features/withdraw/components/withdraw-page').then((module) => ({ default: module.WithdrawPage })));
export const WithdrawSummaryPage = lazy(() => import('../features/withdraw/components/withdraw-summary-page').then((module) => ({ default: module.WithdrawSummaryPage })));
export const WithdrawDetailsPage = lazy(() => import('../features/withdraw/components/withdraw-details-page').then((module) => ({ default: module.WithdrawDetailsPage })));
export const DepositLimitsPage = lazy(() => import('../features/limits/components/deposit-limits-page').then((module) => ({ default: module.DepositLimitsPage })));
export const StatementPage = lazy(() => import('../features/transactions/components/statement-page').then((module) => ({ default: module.StatementPage })));
export const SharePage = lazy(() => import('../features/syndicate-shares/components/share-page').then((module) => ({ default: module.SharePage })));
export const LatestShares = lazy(() => import('../features/syndicate-shares/components/latest-shares').then((module) => ({ default: module.LatestShares })));
export const FavouriteNumbersPage = lazy(() => import('../features/favourites/components/favourite-numbers-page').then((module) => ({ default: module.FavouriteNumbersPage })));
export const ForgotPasswordPage = lazy(() => import('../features/passwords/components/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })));
export const ForcePasswordChangePage = lazy(() => import('../features/passwords/components/force-password-change-page').then((module) => ({ default: module.ForcePasswordChangePage })));
export const ChangePasswordPage = lazy(() => import('../features/passwords/components/change-password-page').then((module) => ({ default: module.ChangePasswordPage })));
export const LoginAndSecurityPage = lazy(() => import('../features/security/components/login-and-security-page').then((module) => ({ default: module.LoginAndSecurityPage })));
export const CloseAccountPage = lazy(() => import('../features/close-account/components/close-account-page').then((module) => ({ default: module.CloseAccountPage })));
export const CloseAccountSuccessPage = lazy(() => import('../features/close-account/components/close-account-success-page').then((module) => ({ default: module.CloseAccountSuccessPage })));
