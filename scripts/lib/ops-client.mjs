// The ops operations over HTTP against a running API: publish artifacts, make releases, move pointers.
import { describeArtifact } from './artifacts.mjs';

export const REMOTES = ['catalogue', 'cart-checkout', 'account', 'lotto-party', 'membership'];

/** An error the API answered, with its code and message in the spec's shape. */
/**
 * Draws on demand exist only behind the API's test doors: where they are shut (production) the route is not
 * there at all, and a bare "route not found" would read like a typo in the command.
 */
async function onDemand(answer) {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof OpsError && error.status === 404 && error.code === 'not_found') {
      throw new OpsError(404, 'test_doors_shut', 'draws run on demand only behind the test doors (TEST_DOORS=on, never in production): here the job runner closes, draws and pays at the scheduled time', error.result);
    }
    throw error;
  }
}

export class OpsError extends Error {
  constructor(status, code, message, result) {
    super(message);
    this.status = status;
    this.code = code;
    this.result = result;
  }
}

export function createOpsClient({ apiUrl, token, actor = 'ops', fetchImpl = fetch }) {
  async function call(method, path, body) {
    let response;
    try {
      response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Ops-Actor': actor },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new OpsError(0, 'api_unreachable', `cannot reach the API at ${apiUrl} (${error.cause?.code ?? error.message}); is it running?`);
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const first = json?.messages?.[0];
      throw new OpsError(response.status, first?.code ?? 'http_error', first?.message ?? `${method} ${path} answered ${response.status}`, json?.result);
    }
    return json;
  }

  const live = (site) => call('GET', `/platform/sites/${encodeURIComponent(site)}/release?visitor=ops`).catch((error) => {
    if (error.code === 'no_release') return null;
    throw error;
  });

  /**
   * The pointer's current revision for compare-and-swap. Read from the site list, not from the
   * release a visitor gets: while a canary runs, a visitor may be served the canary's revision.
   */
  async function pointerRevision(site, channel = 'live') {
    const { sites } = await call('GET', '/platform/sites');
    const found = sites.find((candidate) => candidate.key === site);
    if (!found) throw new OpsError(404, 'unknown_site', `unknown site '${site}'; known: ${sites.map((s) => s.key).join(', ')}`);
    return channel === 'canary' ? (found.canary?.revision ?? 0) : found.revision;
  }

  return {
    call,
    live,
    /** Publishes one built remote version (idempotent: publishing the same build twice is fine). */
    publish: (remote, version, remotesBaseUrl) => call('POST', `/platform/remotes/${remote}/versions`, describeArtifact(remote, version, remotesBaseUrl)),
    /** Creates an immutable release; with `base: 'live'`, remotes not named keep the live release's versions. */
    createRelease: (site, remotes, notes = '', { base = 'live' } = {}) =>
      call('POST', `/platform/sites/${encodeURIComponent(site)}/releases`, { remotes, notes, ...(base ? { base } : {}) }),
    /** Moves the live (or canary) pointer with compare-and-swap on its revision. */
    async promote(site, releaseId, { expectedRevision, channel = 'live', percentage } = {}) {
      const revision = expectedRevision ?? (await pointerRevision(site, channel));
      return call('POST', `/platform/sites/${encodeURIComponent(site)}/pointer`, { releaseId, expectedRevision: revision, channel, percentage });
    },
    async rollback(site, { expectedRevision } = {}) {
      const revision = expectedRevision ?? (await pointerRevision(site));
      return call('POST', `/platform/sites/${encodeURIComponent(site)}/rollback`, { expectedRevision: revision });
    },
    history: (site) => call('GET', `/platform/sites/${encodeURIComponent(site)}/history`),
    sites: () => call('GET', '/platform/sites'),
    /** Runs an offer's next draw to the end now (behind the test doors only). */
    runDraw: (site, offer) => onDemand(call('POST', `/platform/sites/${encodeURIComponent(site)}/offers/${encodeURIComponent(offer)}/draw`)),
    /** Behind the test doors only: draws the site's next open giveaway of a type (daily, monthly…) now. */
    runGiveaway: (site, giveawayType) => onDemand(call('POST', `/platform/sites/${encodeURIComponent(site)}/giveaways/${encodeURIComponent(giveawayType)}/draw`)),
    payWithdrawals: () => call('POST', '/platform/withdrawals/payouts'),
    /** Manual payouts (PAYOUT_PROVIDER=manual): the queue, a claim, and the bank's answer. */
    withdrawalQueue: (status) => call('GET', `/platform/withdrawals/queue${status ? `?status=${encodeURIComponent(status)}` : ''}`),
    claimWithdrawal: (id) => call('POST', `/platform/withdrawals/${encodeURIComponent(id)}/claim`),
    settleWithdrawal: (id, body) => call('POST', `/platform/withdrawals/${encodeURIComponent(id)}/settle`, body),
    /** A bank transfer or PayID payment arrived quoting a customer's reference (body: site, reference, amount cents, bankTransactionId, method). */
    receiveBankTransfer: (body) => call('POST', '/platform/deposits/bank-transfers', body),
    /** Money that arrived for closed accounts, held in suspense (newest first). */
    suspendedCredits: () => call('GET', '/platform/suspended-credits'),
    /** Moves a site to another IANA time zone; answers { timeZone } in its canonical spelling. */
    setTimeZone: (site, timeZone) => call('PUT', `/platform/sites/${encodeURIComponent(site)}/time-zone`, { timeZone }),
    /** Makes a voucher (promotion code) on a site. */
    createVoucher: (site, body) => call('POST', `/platform/sites/${encodeURIComponent(site)}/vouchers`, body),
    /** A site's vouchers with how often each was used. */
    vouchers: (site) => call('GET', `/platform/sites/${encodeURIComponent(site)}/vouchers`),
    /** A single-use sign-in link for a customer (body: email, kind autologin|transfer, target path). */
    createSignInLink: (site, body) => call('POST', `/platform/sites/${encodeURIComponent(site)}/autologin-links`, body),
    /** Ends a customer's two-factor lockout (`2fa_account_locked`) once support has checked who they are. */
    unlockTwoFactor: (site, email) => call('POST', `/platform/sites/${encodeURIComponent(site)}/two-factor-unlocks`, { email }),
    /** Identity documents waiting for review (status pending by default; `all` for every one). */
    verificationDocuments: ({ status, site } = {}) => {
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(site ? { site } : {}) }).toString();
      return call('GET', `/platform/verification/documents${query ? `?${query}` : ''}`);
    },
    /** Approves an uploaded identity document: the customer is verified and emailed. */
    approveDocument: (id) => call('POST', `/platform/verification/documents/${encodeURIComponent(id)}/approve`),
    /** Rejects an uploaded identity document with the reason the customer reads. */
    rejectDocument: (id, reason) => call('POST', `/platform/verification/documents/${encodeURIComponent(id)}/reject`, { reason }),
    /** One draw with its fairness proof (the seed once drawn). */
    draw: (site, offer, drawNo) => call('GET', `/platform/sites/${encodeURIComponent(site)}/offers/${encodeURIComponent(offer)}/draws/${drawNo}`),
  };
}
