/**
 * Every error code the API answers with, its HTTP status and its message template (`%s` is filled
 * in order). Codes are stable: clients branch on them, so rename one only with a new API version.
 * Messages carry context ("product offer list for pricing 'x' not found").
 */
export interface ErrorDefinition {
  code: string;
  status: number;
  message: string;
}

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

export const ERROR_CODES = {
  // Transport and request shape.
  notFound: define('not_found', 404, 'route %s %s not found'),
  validationFailed: define('validation_failed', 422, 'invalid %s: %s'),
  invalidJson: define('invalid_json', 400, 'request body is not valid JSON'),
  badRequest: define('bad_request', 400, '%s'),
  badUrl: define('bad_url', 400, 'the URL %s is not validly encoded'),
  paramTooLong: define('param_too_long', 414, 'a path parameter in %s is too long'),
  unsupportedMediaType: define('unsupported_media_type', 415, 'content type %s is not supported; send application/json'),
  payloadTooLarge: define('payload_too_large', 413, 'request body is too large'),
  bodyTooDeep: define('body_too_deep', 400, 'the request body nests objects and arrays deeper than %s levels'),
  internalError: define('internal_error', 500, 'Something went wrong'),
  databaseUnavailable: define('database_unavailable', 503, 'the database is not answering'),

  // Site, signature and version (every /v2 and /social/v3 call).
  unknownSite: define('unknown_site', 404, "site '%s' not found"),
  unknownHost: define('unknown_site', 404, "no site is configured for host '%s'"),
  invalidSignature: define('invalid_signature', 401, 'request signature is invalid: %s'),
  signatureExpired: define('signature_expired', 401, 'request timestamp %s is more than %s seconds away from the server time %s'),
  unsupportedVersion: define('unsupported_version', 400, "API version '%s' is not supported; send X-Api-Version 3.0 to 3.9"),
  capabilityOff: define('capability_off', 404, "the %s capability is off for site '%s' (segment '%s')"),

  // Catalogue, content.
  pricingNotFound: define('unknown_pricing', 404, "product offer list for pricing '%s' not found"),
  unsupportedLocale: define('unsupported_locale', 404, "locale '%s' is not supported for site '%s' (supported: %s)"),
  contentNotFound: define('content_not_found', 404, "no published %s item '%s' on site '%s'"),
  contentCollectionUnknown: define('unknown_collection', 404, "collection '%s' not found"),
  contentNotWritable: define('collection_not_writable', 403, "collection '%s' cannot be written; visitors may write %s"),
  contentFileNotFound: define('file_not_found', 404, "file '%s' not found on site '%s'"),
  invalidItemQuery: define('invalid_query', 400, '%s'),
  invalidPreviewLink: define('invalid_preview_link', 403, 'this preview link is not valid or has expired; ask for a new one'),
  tooManySubmissions: define('too_many_requests', 429, 'Too many messages from this address. Please try again in %s.'),
  chatClosed: define('chat_closed', 422, 'Chat is closed right now. %s'),

  // Identity and sessions.
  unauthorised: define('unauthorised', 401, 'this call needs a valid access token: %s'),
  emailTaken: define('email_taken', 409, 'An account with this email address already exists.'),
  invalidCredentials: define('invalid_credentials', 401, 'Incorrect email or password.'),
  tooManyAttempts: define('too_many_attempts', 429, 'Too many failed sign-in attempts. Please try again in %s.'),
  invalidRefreshToken: define('invalid_refresh_token', 401, 'the refresh token is unknown, expired or revoked; sign in again'),
  refreshTokenReused: define('refresh_token_reused', 401, 'this refresh token was already used, so every session of that sign-in has been signed out; sign in again'),
  // The spec has no code or text for a closed account (its catalogue stops at 401 and the 2FA codes): ours. A sign-in
  // only hears it after the right password, so it tells nobody else whether an email has an account.
  accountClosed: define('account_closed', 403, 'This account is closed, so it can no longer be signed in to. If you have a question about it, contact support.'),
  accountAlreadyClosed: define('account_closed', 409, 'This account is already closed.'),
  // Money offered to a closed account that never left anyone's hands (a new deposit, a voucher credit): refused.
  accountClosedForMoney: define('account_closed', 403, 'This account is closed, so it can take no money in. If you have a question about it, contact support.'),

  // Carts.
  cartNotFound: define('cart_not_found', 404, "cart '%s' not found"),
  cartItemNotFound: define('cart_item_not_found', 404, "cart item '%s' not found in this cart"),
  invalidCartItem: define('invalid_cart_item', 422, '%s'),
  // Storefront §4 and §8: the code the promotion error is set on; the text says why the code does not apply.
  promotionNotAdded: define('promotion_not_added', 422, '%s'),
  promotionNotFound: define('promotion_not_found', 404, 'this cart has no promotion code to remove'),

  // Money: ledger, limits, purchase.
  insufficientFunds: define('insufficient_funds', 422, 'Your balance of %s does not cover this purchase of %s: add %s to continue.'),
  precommitmentLimit: define('precommitment_limit', 422, '%s'),
  spendLimit: define('spend_limit', 422, '%s'),
  globalSpendLimit: define('global_spend_limit', 422, '%s'),
  spendLimitNotFound: define('spend_limit_not_found', 404, "spend limit '%s' not found"),
  spendLimitRemovalPending: define('spend_limit_removal_pending', 422, '%s'),
  depositLimit: define('deposit_limit', 422, '%s'),
  playBreak: define('play_break', 422, '%s'),
  playBreakNotShortened: define('play_break_not_shortened', 422, '%s'),
  // Account migration (groups spec §4 "Migration modal").
  migrationNotEligible: define('migration_not_eligible', 409, 'this account has no legacy account to migrate'),
  migrationFailed: define('migration_failed', 422, 'The migration did not complete: %s. Please try again or contact support.'),
  statementNotAvailable: define('statement_not_available', 422, 'There is no statement for %s yet: statements cover this month and earlier ones.'),
  depositLimitNotFound: define('deposit_limit_not_found', 404, "deposit limit '%s' not found"),
  verificationRequired: define('verification_required', 422, '%s'),
  // Identity verification: checks, uploads and their review. The spec gives no texts for these: ours.
  alreadyVerified: define('already_verified', 409, 'Your identity is already verified: there is nothing more to do.'),
  verificationAttemptsUsed: define('verification_attempts_used', 422, 'You have used all %s tries of this check. Upload a photo of your ID instead and we will check it for you.'),
  invalidDocument: define('invalid_document', 422, '%s'),
  documentTooLarge: define('document_too_large', 413, '%s'),
  uploadNotMultipart: define('unsupported_media_type', 415, 'send the documents as multipart/form-data, in a field named files (got %s)'),
  tooManyPendingDocuments: define('too_many_pending_documents', 422, 'You already have %s documents waiting for review: we will email you once we have checked them.'),
  verificationDocumentNotFound: define('verification_document_not_found', 404, "verification document '%s' not found"),
  documentAlreadyReviewed: define('document_already_reviewed', 409, "document '%s' was already %s by %s: nothing was changed"),
  drawClosed: define('draw_closed', 422, '%s'),
  cartEmpty: define('cart_empty', 422, 'there is nothing to buy: the cart is empty'),
  idempotencyKeyRequired: define('idempotency_key_required', 400, 'this call moves money: send an Idempotency-Key header (8 to 128 letters, digits, hyphens or underscores) so that a retry cannot buy twice'),
  idempotencyKeyReused: define('idempotency_key_reused', 422, "Idempotency-Key '%s' was already used for a different request; use a new key for a new request"),
  mailNotFound: define('mail_not_found', 404, "mail '%s' not found"),
  mailHasNoHtml: define('mail_not_found', 404, "mail '%s' was written as plain text only"),
  checkoutNotFound: define('checkout_not_found', 404, "checkout '%s' not found"),
  ticketNotFound: define('ticket_not_found', 404, "ticket '%s' not found"),

  // Partner purchase (groups spec §7 "Partner purchase", §8); the empty-cart text is the spec's, exactly.
  partnerNotFound: define('partner_not_found', 404, "partner '%s' not found on this site"),
  partnerCartEmpty: define('partner_cart_empty', 422, 'Attempted to purchase an empty partner cart.'),
  partnerMismatch: define('partner_mismatch', 422, "partnerKey '%s' is not the key of partner '%s'"),
  partnerChannelInvalid: define('partner_channel_invalid', 422, "channelKey '%s' is not a web channel of partner '%s' (the web channel's key ends in _web)"),
  partnerDepositUnavailable: define('partner_deposit_unavailable', 422, 'a partner purchase is paid from the wallet here: send deposit null, after topping the wallet up if it is short'),

  // Recurring purchases (autoplays, subscriptions, scheduled purchases).
  recurringNotFound: define('recurring_purchase_not_found', 404, "%s '%s' not found"),
  recurringStatusFinal: define('recurring_status_final', 422, 'this %s is cancelled: a cancelled recurring purchase cannot be changed or restarted; set up a new one'),
  recurringStatusInvalid: define('recurring_status_invalid', 422, '%s'),
  recurringChangeInvalid: define('recurring_change_invalid', 422, '%s'),
  scheduledPurchaseDone: define('scheduled_purchase_done', 422, 'scheduled purchase %s was already charged on %s: it can no longer be cancelled'),
  calendarNotFound: define('calendar_not_found', 404, "'%s' has no subscription calendar on this site: no such offer, or it is not sold as a subscription"),
  recurringMethodUnavailable: define('recurring_method_unavailable', 422, "recurring purchase method '%s' is not available: %s"),
  syndicateShareNotFound: define('syndicate_share_not_found', 404, "syndicate share '%s' not found"),
  syndicateSoldOut: define('syndicate_sold_out', 409, '%s'),
  termsNotAccepted: define('terms_not_accepted', 422, 'You must agree to the terms and conditions to proceed.'),
  termsNotFound: define('terms_not_found', 404, "no terms and conditions for %s on this site"),
  raffleNotFound: define('raffle_not_found', 404, "no raffle '%s' on site '%s'"),
  currencyNotCharged: define('currency_not_charged', 422, 'Purchases on the %s site are charged in %s, and your wallet is in %s: buy on the %s site.'),
  versionTooOld: define('unsupported_version', 400, '%s needs X-Api-Version %s or later (got %s)'),

  // Results (the read side of draws).
  drawNotFound: define('draw_not_found', 404, "draw %s of offer '%s' not found on site '%s'"),
  drawNotDrawn: define('draw_not_drawn', 422, 'draw %s of %s has not been drawn yet: it will be drawn on %s'),
  resultOfferNotFound: define('unknown_offer', 404, "offer '%s' has no results on site '%s'"),
  noNumberStatistics: define('no_number_statistics', 422, "offer '%s' draws winning tickets, not numbers: it has no number statistics"),

  // Membership (daily winners).
  membershipProgramNotFound: define('membership_program_not_found', 404, "site '%s' has no membership programme '%s'"),
  notAMember: define('not_a_member', 403, 'Join %s to %s.'),
  depositRequired: define('deposit_required', 422, 'Make a deposit first: your entries count once you have deposited.'),
  giveawayNotFound: define('giveaway_not_found', 404, "giveaway draw '%s' not found"),
  giveawayClosed: define('giveaway_closed', 422, 'The %s giveaway %s closed on %s: entries can no longer change.'),
  giveawayNotOpen: define('giveaway_not_open', 422, 'The %s giveaway %s opens on %s: enter it then.'),
  entryNotAllowed: define('entry_not_allowed', 422, '%s'),
  unlockPending: define('unlock_pending', 409, 'Your request to unlock the %s giveaway is still pending.'),

  // Platform.
  opsUnauthorised: define('ops_unauthorised', 401, 'this call needs Authorization: Bearer <OPS_TOKEN>'),
  unknownRemote: define('unknown_remote', 404, "remote '%s' not found (known remotes: %s)"),
  unknownVersion: define('unknown_version', 404, "remote '%s' has no published version '%s'"),
  artifactImmutable: define('artifact_immutable', 409, "remote '%s' version %s is already published with a different %s; publish a new version"),
  releaseIncomplete: define('release_incomplete', 422, 'a release must pin every remote; missing: %s'),
  contractMismatch: define('contract_mismatch', 422, 'every pinned remote must speak contract major %s (the shell contract %s); got %s'),
  unknownRelease: define('unknown_release', 404, "release '%s' not found for site '%s'"),
  noLiveRelease: define('no_release', 404, "site '%s' has no live release"),
  noLiveReleaseToBase: define('no_release', 404, "site '%s' has no live release to use as the base"),
  staleRevision: define('stale_revision', 409, "the %s pointer of site '%s' is at revision %s, not %s; reload and retry"),
  alreadyCurrent: define('already_current', 409, "release '%s' is already on the %s channel of site '%s'"),
  invalidPercentage: define('invalid_percentage', 422, '%s'),
  unknownOffer: define('unknown_offer', 404, "offer '%s' is not sold on site '%s'"),
  unknownCause: define('unknown_cause', 404, "cause '%s' not found on site '%s'"),
  unknownDraw: define('unknown_draw', 404, "draw %s of offer '%s' not found on site '%s'"),
  noDrawToRun: define('no_draw_to_run', 404, "offer '%s' of site '%s' has no draw to run"),
  drawRunUnfinished: define('draw_run_unfinished', 409, "draw %s of %s did not finish (now %s): another worker may hold it; run the command again"),
  noCanary: define('no_canary', 409, "site '%s' has no canary running"),
  voucherCodeTaken: define('voucher_code_taken', 409, "site '%s' already has a voucher with code %s; choose another code"),
  invalidVoucher: define('invalid_voucher', 422, '%s'),
  unknownTimeZone: define('unknown_time_zone', 422, "'%s' is not an IANA time zone (e.g. Australia/Perth)"),
  nothingToRollBack: define('nothing_to_roll_back', 409, "the %s pointer of site '%s' has no earlier release to roll back to"),

  // Lotto party (/social/v3; groups spec §5, §6, §8).
  containsProfanity: define('contains_profanity', 422, 'The group name contains a word we do not allow. Please choose another name.'),
  duplicateGroupName: define('duplicate_group_name', 409, "A group called '%s' already exists. Please choose another name."),
  groupNotFound: define('group_not_found', 404, "lotto party group '%s' not found"),
  sessionNotFound: define('session_not_found', 404, "lotto party session '%s' not found"),
  orderNotFound: define('order_not_found', 404, "lotto party order '%s' not found"),
  notGroupMember: define('not_group_member', 403, 'only members of this group may %s'),
  organiserOnly: define('organiser_only', 403, 'only the organiser of this group may %s'),
  sessionAlreadyOpen: define('session_already_open', 409, 'This group already has an open session: it can open the next one when that closes.'),
  lottoPartyRefused: define('lotto_party_refused', 422, '%s'),
  customerIdMismatch: define('customer_id_mismatch', 403, 'X-Customer-Id must be the signed-in customer (send the id the sign-in answered)'),
  subVariantRequired: define('sub_variant_required', 400, 'send X-Sub-Variant: one of %s'),
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
