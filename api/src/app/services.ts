import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { accountClosurePlugin } from '../modules/account-closure/plugin';
import { cartPlugin } from '../modules/cart/plugin';
import { cartReplayPlugin } from '../modules/cart-replay/plugin';
import { cataloguePlugin } from '../modules/catalogue/plugin';
import { checkoutPlugin } from '../modules/checkout/plugin';
import { communicationPreferencesPlugin } from '../modules/communication-preferences/plugin';
import { contentPlugin } from '../modules/content/plugin';
import { customerPlugin } from '../modules/customer/plugin';
import { customerDetailsPlugin } from '../modules/customer-details/plugin';
import { depositLimitsPlugin } from '../modules/deposit-limits/plugin';
import { drawsPlugin } from '../modules/draws/plugin';
import { eventsPlugin } from '../modules/events/plugin';
import { favouritesPlugin } from '../modules/favourites/plugin';
import { fundsPlugin } from '../modules/funds/plugin';
import { identityPlugin } from '../modules/identity/plugin';
import { ledgerPlugin } from '../modules/ledger/plugin';
import { locatePlugin } from '../modules/locate/plugin';
import { lottoPartyPlugin } from '../modules/lotto-party/plugin';
import { membershipPlugin } from '../modules/membership/plugin';
import { migrationPlugin } from '../modules/migration/plugin';
import { notificationsPlugin } from '../modules/notifications/plugin';
import { outboxPlugin } from '../modules/outbox/plugin';
import { partnersPlugin } from '../modules/partners/plugin';
import { placementPlugin } from '../modules/placement/plugin';
import { playBreaksPlugin } from '../modules/play-breaks/plugin';
import { preCommitmentPlugin } from '../modules/precommitment/plugin';
import { purchasePlugin } from '../modules/purchase/plugin';
import { raffleSupportPlugin } from '../modules/raffle-support/plugin';
import { recurringPlugin } from '../modules/recurring/plugin';
import { releasesPlugin } from '../modules/releases/plugin';
import { remotesPlugin } from '../modules/remotes/plugin';
import { resultsPlugin } from '../modules/results/plugin';
import { sitesPlugin } from '../modules/sites/plugin';
import { socialAuthPlugin } from '../modules/social-auth/plugin';
import { spendCheckPlugin } from '../modules/spend-check/plugin';
import { spendLimitsPlugin } from '../modules/spend-limits/plugin';
import { statementsPlugin } from '../modules/statements/plugin';
import { syndicatesPlugin } from '../modules/syndicates/plugin';
import { termsPlugin } from '../modules/terms/plugin';
import { translationsPlugin } from '../modules/translations/plugin';
import { twoFactorPlugin } from '../modules/two-factor/plugin';
import { verificationPlugin } from '../modules/verification/plugin';
import { vouchersPlugin } from '../modules/vouchers/plugin';
import { withdrawalsPlugin } from '../modules/withdrawals/plugin';
import type { OutsideParties } from '../parties/outside-parties';
import { appLineKinds } from './line-kinds';
import type { BuildAppOptions } from './options';

export interface ServiceContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: AppConfig;
  clock: Clock;
  options: BuildAppOptions;
  parties: OutsideParties;
}

export type Services = ReturnType<typeof buildServices>;

/**
 * Every module's services, each built by its plugin from the ones it names, in an order where each is built
 * before anything that uses it. Routes (`scopes.ts`) and jobs (`jobs/job-table.ts`) pick theirs by name.
 */
export function buildServices({ app, handle, config, clock, options, parties }: ServiceContext) {
  const { db } = handle;
  const now = () => clock.now();
  const { gateways, testIdp } = parties;
  const sites = sitesPlugin.build({ db, config, withheld: parties.withheld });
  const catalogue = cataloguePlugin.build({ db, now });
  const translations = translationsPlugin.build({ db });
  const remotes = remotesPlugin.build({ db, clock });
  const releases = releasesPlugin.build({ db, sites, remotes, clock });
  const preCommitments = preCommitmentPlugin.build({ db, now });

  // Mail and notices: the draw engine and the identity flows write them in their own transactions.
  const mailTransport = outboxPlugin.transport({ app, config, given: options.mailTransport });
  const communicationPreferences = communicationPreferencesPlugin.build({ db, now, config });
  const outbox = outboxPlugin.build({ db, clock, config, transport: mailTransport, communicationPreferences, sites });
  const mailer = outboxPlugin.mailer({ outbox, config, sites });
  const spendLimits = spendLimitsPlugin.build({ db, now, mailer });
  const depositLimits = depositLimitsPlugin.build({ db, now, mailer });
  const notifications = notificationsPlugin.build({ db, clock });

  // The spend check, and what a customer's profile shows.
  const playBreaks = playBreaksPlugin.build({ db, now, outbox });
  const verificationGate = verificationPlugin.gate({ now, config });
  const spendCheck = spendCheckPlugin.build({ db, now, preCommitments, spendLimits, depositLimits, playBreaks, verificationGate });
  const migrations = migrationPlugin.build({ db, now, legacy: parties.legacy });
  const locations = locatePlugin.build({ db, now, config, sites });
  const customerDetails = customerDetailsPlugin.build({ db, now, config, outbox });
  const customers = customerPlugin.build({ db, preCommitments, playBreaks, migrations, locations, customerDetails });

  // Identity, its second factor, and step-up for sensitive calls.
  const twoFactor = twoFactorPlugin.build({ db, now, config, outbox, mailer });
  const { identity, passwords, autologin } = identityPlugin.build({ db, now, config, customers, customerDetails, twoFactor, outbox, mailer });
  const customerRecords = identityPlugin.customerRecords({ db });
  const { stepUpCheck, stepUp } = twoFactorPlugin.stepUp({ twoFactor, customerRecords });
  const socialAuth = socialAuthPlugin.build({ db, now, providers: parties.identityProviders, identity, sites });

  // Buying and paying.
  const lineKinds = appLineKinds(options.lineKinds, mailer);
  const lottoParty = lottoPartyPlugin.build({ db, now, notifications, playBreaks });
  const carts = cartPlugin.build({ db, now, spendCheck, lineKinds });
  const purchases = purchasePlugin.build({ db, now, spendCheck, lineKinds, mailer });
  const onCheckoutCredited = checkoutPlugin.completion({ purchases, sites });
  const funds = fundsPlugin.build({ db, now, gateways, onCheckoutCredited, spendCheck, mailer });
  const depositPurchases = checkoutPlugin.build({ db, now, purchases, funds });
  const content = contentPlugin.build({ db, now, config, outbox, sites });

  // Draws, results and the membership programme's giveaways.
  const results = resultsPlugin.build({ db, now });
  const { membership, giveaways, benefits, premiumRenewals, giveawayRunner } = membershipPlugin.build({ db, clock, purchases, sites, notifications, playBreaks, mailer });
  const groupTickets = [lottoPartyPlugin.ticketHooks(), syndicatesPlugin.ticketHooks()];
  const draws = drawsPlugin.build({ db, clock, config, results, tellers: options.drawTellers, notifications, outbox, giveaways: giveawayRunner, groupTickets });

  // Money out, identity checks, and the rest.
  const withdrawals = withdrawalsPlugin.build({ db, now, checks: [verificationGate.withdrawalCheck], mailer });
  const verification = verificationPlugin.build({ db, now, config, provider: parties.verification, connectIdOffered: parties.identityProviders.connectid !== undefined, outbox, sites });
  const payoutMode = withdrawalsPlugin.payouts({ db, now, provider: parties.payouts, mailer });
  const recurring = recurringPlugin.build({ db, clock, purchases, sites, funds, spendLimits, notifications, concurrency: handle.kind === 'postgres' ? 4 : 1 });
  const placement = placementPlugin.build({ catalogue, purchases, carts, now });
  return {
    config, now, gateways, testIdp, sites, catalogue, translations, remotes, releases, preCommitments, spendLimits, depositLimits,
    communicationPreferences, outbox, notifications, playBreaks, spendCheck, migrations, locations, customerDetails, customers,
    twoFactor, identity, passwords, autologin, customerRecords, stepUpCheck, stepUp, socialAuth, lottoParty, carts, purchases,
    funds, depositPurchases, content, results, membership, giveaways, benefits, premiumRenewals, draws, withdrawals,
    verification, payoutMode, recurring, placement,
    lottoPartyClosing: lottoPartyPlugin.closing({ db, clock, notifications }),
    monthlyStatements: statementsPlugin.mailer({ db, now, sites, outbox }),
    statements: statementsPlugin.build({ db, now }),
    accountClosures: accountClosurePlugin.build({ db, now, outbox }),
    syndicates: syndicatesPlugin.build({ db }),
    terms: termsPlugin.build({ db }),
    raffleSupport: raffleSupportPlugin.build({ db }),
    favourites: favouritesPlugin.build({ db, now }),
    partners: partnersPlugin.build({ db, now, purchases, spendCheck }),
    cartReplays: cartReplayPlugin.build({ db, now, carts }),
    events: eventsPlugin.build({ db, now }),
    ledger: ledgerPlugin.build({ db }),
    drawReads: drawsPlugin.reads({ db }),
    vouchers: vouchersPlugin.build({ db, now }),
  };
}
