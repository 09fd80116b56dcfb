import { lazy } from 'react';

// Account pages beyond sign-in load on demand: /login and /signup, where most visits to this remote
// begin, then carry only what they show. Pages of one feature share their chunk's dependencies.
export const AccountHomePage = lazy(() => import('../features/account-home/components/account-home-page').then((module) => ({ default: module.AccountHomePage })));
export const CardsPage = lazy(() => import('../features/funds/components/cards-page').then((module) => ({ default: module.CardsPage })));
export const DepositPage = lazy(() => import('../features/funds/components/deposit-page').then((module) => ({ default: module.DepositPage })));
export const DepositDetailsPage = lazy(() => import('../features/funds/components/deposit-details-page').then((module) => ({ default: module.DepositDetailsPage })));
export const DepositAuthorisationPage = lazy(() => import('../features/funds/components/deposit-authorisation-page').then((module) => ({ default: module.DepositAuthorisationPage })));
export const SpendLimitsPage = lazy(() => import('../features/limits/components/spend-limits-page').then((module) => ({ default: module.SpendLimitsPage })));
export const PrecommitmentPage = lazy(() => import('../features/limits/components/precommitment-page').then((module) => ({ default: module.PrecommitmentPage })));
export const TicketsPage = lazy(() => import('../features/tickets/components/tickets-page').then((module) => ({ default: module.TicketsPage })));
export const TicketDetailPage = lazy(() => import('../features/tickets/components/ticket-detail-page').then((module) => ({ default: module.TicketDetailPage })));
export const TransactionsPage = lazy(() => import('../features/transactions/components/transactions-page').then((module) => ({ default: module.TransactionsPage })));
