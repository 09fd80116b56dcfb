#!/usr/bin/env node
// `npm run ops -- <command>`: choose, per site, which version of each remote is live, without rebuilding anything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtVersions } from './lib/artifacts.mjs';
import { createOpsClient, OpsError, REMOTES } from './lib/ops-client.mjs';
import { UsageError } from './lib/usage-error.mjs';
import { voucherBody, voucherLine } from './lib/voucher-args.mjs';
import { runWithdrawalCommand, WITHDRAWAL_USAGE } from './lib/withdrawal-commands.mjs';

const usage = `Usage: npm run ops -- <command> [options]

Commands:
  publish <remote> <version>          publish a built remote version (computes its SHA-384)
  publish --all                       publish every built version in dist/remotes
  deploy <site> <remote>=<version>... create a release (other remotes keep their live version) and make it live
  release <site> <remote>=<version>.. create a release only; prints its id
  promote <site> <release-id>         make a release live (--canary <percent> to start a canary instead)
  rollback <site>                     move the live pointer back to the previous release
  status <site>                       show the live release
  history <site>                      show who moved the pointer, when, from and to
  sites                               list sites
  site time-zone <site> <zone>        move a site to another IANA time zone (e.g. Australia/Perth): draw
                                      days, dates and mails follow it (other API instances within 60 s)
  draw <site> <offer>                 run the offer's next draw to the end now: close, draw, score, pay, email
                                      (behind the test doors only: production has no such route); an offer
                                      giveaway:<type> draws the site's next daily, monthly… giveaway
  pay-withdrawals                     run the withdrawal payout job once now (what its minute schedule does;
                                      with a payout provider)
${WITHDRAWAL_USAGE}
  deposit receive --reference <ref> --amount <dollars> [--transaction-id <id>] [--payid] [--site <site>]
                                      a bank transfer (or PayID payment, --payid) arrived quoting a
                                      customer's deposit reference: credit their wallet, once per bank
                                      transaction id (default: a new one; repeat it to replay the report);
                                      for a closed account the money is held in suspense instead
  suspense list                       money that arrived for closed accounts, held in the suspense
                                      account for ops to pay back (newest first)
  verify-draw <offer> <drawNo>        fetch a drawn draw's seed, hash, numbers and machine and recompute
                                      them locally (--site <site>, default drawfront)
  voucher create --site <site> --type <type> --code <CODE> --amount <n> [--min-spend <dollars>]
                 [--expires <ISO date or instant>] [--max-redemptions <n>]
                                      make a promotion code; type is voucher_fixed_discount,
                                      voucher_percent_discount (--amount is the percentage),
                                      voucher_fixed_discount_expire (needs --expires) or
                                      voucher_credit_amount (a wallet credit); amounts are dollars
  voucher list --site <site>          list the site's vouchers and how often each was used
  autologin create --site <site> --email <email> [--target <path>] [--transfer]
                                      print a single-use sign-in link for a customer (7 days;
                                      --transfer: a /login/transfer link, 30 minutes); --target is
                                      a path on the site the customer lands on once signed in
  two-factor unlock --site <site> --email <email>
                                      end a customer's lockout after too many wrong two-factor
                                      codes (check who they are first); their method stays on
  verification list [--status pending|approved|rejected|all] [--site <site>]
                                      identity documents uploaded for review (pending by default)
  verification approve <document-id>  accept a document: the customer is verified and emailed
  verification reject <document-id> --reason <text>
                                      refuse a document; the customer is emailed the reason

Options:
  --api <url>               API origin (env DRAWFRONT_API_URL, default http://127.0.0.1:3000)
  --token <token>           ops token (env OPS_TOKEN, default dev-ops-token outside production)
  --actor <name>            who you are, for the audit log (env USER)
  --remotes-base-url <url>  where remotes are served (env REMOTES_BASE_URL, default http://127.0.0.1:3001)
  --expected-revision <n>   compare-and-swap: fail if the pointer moved since you looked
  --notes <text>            release notes`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: process.env.DRAWFRONT_API_URL ?? 'http://127.0.0.1:3000' },
    token: { type: 'string', default: process.env.OPS_TOKEN ?? 'dev-ops-token' },
    actor: { type: 'string', default: process.env.USER ?? 'ops' },
    'remotes-base-url': { type: 'string', default: process.env.REMOTES_BASE_URL ?? 'http://127.0.0.1:3001' },
    'expected-revision': { type: 'string' },
    canary: { type: 'string' },
    notes: { type: 'string', default: '' },
    site: { type: 'string', default: 'drawfront' },
    type: { type: 'string' },
    code: { type: 'string' },
    amount: { type: 'string' },
    'min-spend': { type: 'string' },
    expires: { type: 'string' },
    'max-redemptions': { type: 'string' },
    email: { type: 'string' },
    target: { type: 'string' },
    transfer: { type: 'boolean', default: false },
    status: { type: 'string' },
    reason: { type: 'string' },
    reference: { type: 'string' },
    'transaction-id': { type: 'string' },
    payid: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const ops = createOpsClient({ apiUrl: values.api, token: values.token, actor: values.actor });
const [command, ...args] = positionals;
const expectedRevision = values['expected-revision'] === undefined ? undefined : Number(values['expected-revision']);

function need(count, what) {
  if (args.length < count) throw new UsageError(`${command} needs ${what}`);
}

function parsePins(pins) {
  const remotes = {};
  for (const pin of pins) {
    const [remote, version] = pin.split('=');
    if (!REMOTES.includes(remote) || !version) throw new UsageError(`"${pin}" is not <remote>=<version> with remote one of ${REMOTES.join(', ')}`);
    remotes[remote] = version;
  }
  return remotes;
}

function printRelease(resolution) {
  const { release, revision, channel } = resolution;
  console.log(`site ${release.site}  ${channel} release ${release.id}  revision ${revision}`);
  for (const [remote, artifact] of Object.entries(release.remotes)) console.log(`  ${remote.padEnd(14)} ${artifact.version}`);
}

function verificationLine(document) {
  const kb = Math.max(1, Math.round(document.size / 1024));
  return `${document.id}  ${document.status.padEnd(8)} ${document.site.padEnd(10)} ${document.submittedAt}  ${document.name} <${document.email}>  ${document.fileName} (${document.contentType}, ${kb} KB)${document.reviewNote ? `  note: ${document.reviewNote}` : ''}`;
}

function printDraw(draw) {
  console.log(`${draw.site} ${draw.offer} draw ${draw.drawNo}  ${draw.status}  ${draw.drawDate}`);
  console.log(`  seed hash ${draw.seedHash}`);
  if (draw.seed) console.log(`  seed      ${draw.seed}`);
  if (draw.numbers) console.log(`  numbers   ${Object.entries(draw.numbers).map(([set, balls]) => `${set} ${balls.join(' ')}`).join('  ')}`);
  for (const division of draw.divisions.filter((d) => d.winners > 0)) console.log(`  division ${division.division}: ${division.winners} winner(s), ${(division.prizeCents / 100).toFixed(2)} each`);
}

/**
 * Checks a drawn draw with the standalone checker, api/scripts/verify-draw.ts (its JSON on stdin; the same
 * checker anyone can run by hand): resolves its exit code (0 verified, 1 not verified, 2 unreadable) and verdict.
 */
function verifyDraw(check) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../api/scripts/verify-draw.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolvePromise({ exitCode, output: output.trimEnd() }));
    child.stdin.end(JSON.stringify(check));
  });
}

async function run() {
  switch (command) {
    case 'publish': {
      if (values.all) {
        for (const remote of REMOTES) {
          for (const version of builtVersions(remote)) {
            await ops.publish(remote, version, values['remotes-base-url']);
            console.log(`published ${remote} ${version}`);
          }
        }
        return;
      }
      need(2, '<remote> <version>');
      const artifact = await ops.publish(args[0], args[1], values['remotes-base-url']);
      console.log(`published ${args[0]} ${args[1]} (${artifact.integrity})`);
      return;
    }
    case 'release':
    case 'deploy': {
      need(2, '<site> and at least one <remote>=<version>');
      const release = await ops.createRelease(args[0], parsePins(args.slice(1)), values.notes);
      console.log(`created release ${release.id}`);
      if (command === 'deploy') {
        const moved = await ops.promote(args[0], release.id, { expectedRevision });
        console.log(`live on ${args[0]} (revision ${moved.revision})`);
      }
      return;
    }
    case 'promote': {
      need(2, '<site> <release-id>');
      const percentage = values.canary === undefined ? undefined : Number(values.canary);
      const moved = await ops.promote(args[0], args[1], { expectedRevision, channel: percentage ? 'canary' : 'live', percentage });
      console.log(`${percentage ? `canary at ${percentage}%` : 'live'} on ${args[0]}: release ${args[1]} (revision ${moved.revision})`);
      return;
    }
    case 'rollback': {
      need(1, '<site>');
      const moved = await ops.rollback(args[0], { expectedRevision });
      console.log(`rolled back ${args[0]} to release ${moved.releaseId} (revision ${moved.revision})`);
      return;
    }
    case 'status': {
      need(1, '<site>');
      const live = await ops.live(args[0]);
      if (!live) console.log(`site ${args[0]} has no live release`);
      else printRelease(live);
      return;
    }
    case 'history': {
      need(1, '<site>');
      const { entries } = await ops.history(args[0]);
      for (const entry of entries) console.log(`${entry.at}  ${entry.actor.padEnd(12)} ${entry.action.padEnd(9)} ${entry.fromRelease ?? '(none)'} → ${entry.toRelease}  rev ${entry.revision}`);
      return;
    }
    case 'sites': {
      const { sites } = await ops.sites();
      for (const site of sites) console.log(`${site.key.padEnd(12)} ${site.name.padEnd(24)} live ${site.liveReleaseId ?? '(none)'}`);
      return;
    }
    case 'site': {
      if (args[0] !== 'time-zone') throw new UsageError(`unknown site command "${args[0] ?? ''}": time-zone`);
      if (args.length < 3) throw new UsageError('site time-zone needs <site> <zone>');
      const { timeZone } = await ops.setTimeZone(args[1], args[2]);
      console.log(`site ${args[1]} now shows its dates in ${timeZone}`);
      return;
    }
    case 'draw': {
      need(2, '<site> <offer>');
      if (args[1].startsWith('giveaway:')) {
        const drawn = await ops.runGiveaway(args[0], args[1].slice('giveaway:'.length));
        console.log(`${drawn.site} ${drawn.giveawayType} giveaway ${drawn.drawNumber} drawn`);
        return;
      }
      const draw = await ops.runDraw(args[0], args[1]);
      printDraw(draw);
      return;
    }
    case 'deposit': {
      if (args[0] !== 'receive') throw new UsageError(`unknown deposit command "${args[0] ?? ''}": receive`);
      if (!values.reference) throw new UsageError('deposit receive needs --reference <customer reference>');
      if (!values.amount || !/^\d+(\.\d{1,2})?$/.test(values.amount)) throw new UsageError('deposit receive needs --amount <dollars>, e.g. 25 or 25.50');
      const [dollars, cents = ''] = values.amount.split('.');
      const amount = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
      const bankTransactionId = values['transaction-id'] ?? `BANK-${Date.now()}`;
      const received = await ops.receiveBankTransfer({ site: values.site, reference: values.reference, amount, bankTransactionId, method: values.payid ? 'td' : 'bd' });
      const money = (received.deposit.amount.amount / 100).toFixed(2);
      const verb = received.heldInSuspense ? 'held in suspense (account closed)' : received.replayed ? 'already credited' : 'credited';
      console.log(`${verb}: ${money} ${received.deposit.amount.currency} to customer ${received.customerId} (deposit ${received.deposit.id}, bank transaction ${bankTransactionId})`);
      return;
    }
    case 'suspense': {
      if (args[0] !== 'list') throw new UsageError(`unknown suspense command "${args[0] ?? ''}": list`);
      const { suspendedCredits } = await ops.suspendedCredits();
      if (suspendedCredits.length === 0) console.log('no money held in suspense');
      for (const credit of suspendedCredits) {
        console.log(`${credit.createdAt}  ${(credit.amount.amount / 100).toFixed(2)} ${credit.amount.currency}  ${credit.kind}  customer ${credit.customerId}  reference ${credit.reference}  transaction ${credit.transactionId}`);
      }
      return;
    }
    case 'withdrawals': {
      await runWithdrawalCommand(ops, args, values);
      return;
    }
    case 'pay-withdrawals': {
      const run = await ops.payWithdrawals();
      console.log(`withdrawals: ${run.paid} paid, ${run.failed} failed, ${run.deferred} left for a later run`);
      return;
    }
    case 'verify-draw': {
      need(2, '<offer> <drawNo>');
      if (!/^\d+$/.test(args[1])) throw new UsageError(`"${args[1]}" is not a draw number`);
      const draw = await ops.draw(values.site, args[0], Number(args[1]));
      if (!draw.seed) throw new OpsError(409, 'not_drawn', `draw ${draw.drawNo} of ${draw.offer} is ${draw.status}: its seed is revealed once it is drawn (hash ${draw.seedHash})`);
      // Lotteries: the machine and numbers; raffles: the winning tickets among the entries sold.
      const check = draw.ticketsSold === null
        ? { seed: draw.seed, hash: draw.seedHash, machine: draw.machine, numbers: draw.numbers }
        : { seed: draw.seed, hash: draw.seedHash, ticketsSold: draw.ticketsSold, winners: draw.numbers?.numbers ?? [] };
      const { exitCode, output } = await verifyDraw(check);
      printDraw(draw);
      console.log(output);
      if (exitCode !== 0) throw new OpsError(0, exitCode === 1 ? 'verification_failed' : 'verification_unreadable', `draw ${draw.drawNo} of ${draw.offer} does not verify`);
      return;
    }
    case 'autologin': {
      if (args[0] !== 'create') throw new UsageError(`unknown autologin command "${args[0] ?? ''}": create`);
      if (!values.email) throw new UsageError('autologin create needs --email <email>');
      const made = await ops.createSignInLink(values.site, { email: values.email, kind: values.transfer ? 'transfer' : 'autologin', ...(values.target ? { target: values.target } : {}) });
      console.log(made.link);
      console.log(`single use, valid until ${made.expiresAt}`);
      return;
    }
    case 'two-factor': {
      if (args[0] !== 'unlock') throw new UsageError(`unknown two-factor command "${args[0] ?? ''}": unlock`);
      if (!values.email) throw new UsageError('two-factor unlock needs --email <email>');
      const { customerId, wasLocked } = await ops.unlockTwoFactor(values.site, values.email);
      console.log(wasLocked ? `customer ${customerId} unlocked: they can sign in with a code again` : `customer ${customerId} was not locked; wrong-code count reset`);
      return;
    }
    case 'verification': {
      const sub = args[0];
      if (sub === 'list') {
        // The site filter applies only when given: the default `--site` (drawfront) is for other commands.
        const site = process.argv.includes('--site') || process.argv.some((arg) => arg.startsWith('--site=')) ? values.site : undefined;
        const { documents } = await ops.verificationDocuments({ status: values.status, site });
        const status = values.status ?? 'pending';
        if (documents.length === 0) console.log(status === 'all' ? 'no documents' : `no ${status} documents`);
        for (const document of documents) console.log(verificationLine(document));
        return;
      }
      if (sub !== 'approve' && sub !== 'reject') throw new UsageError(`unknown verification command "${sub ?? ''}": list, approve or reject`);
      if (!args[1]) throw new UsageError(`verification ${sub} needs <document-id>`);
      if (sub === 'reject' && !values.reason?.trim()) throw new UsageError('verification reject needs --reason <text> (the customer reads it)');
      const { document, customerId } = sub === 'approve' ? await ops.approveDocument(args[1]) : await ops.rejectDocument(args[1], values.reason.trim());
      console.log(`${document.status} ${document.id} (${document.fileName}) of customer ${customerId}${sub === 'approve' ? ': verified and emailed' : ': emailed the reason'}`);
      return;
    }
    case 'voucher': {
      need(1, 'create or list');
      if (args[0] === 'list') {
        const { vouchers } = await ops.vouchers(values.site);
        if (vouchers.length === 0) console.log(`site ${values.site} has no vouchers`);
        for (const voucher of vouchers) console.log(voucherLine(voucher));
        return;
      }
      if (args[0] !== 'create') throw new UsageError(`unknown voucher command "${args[0]}": create or list`);
      let body;
      try {
        body = voucherBody({ type: values.type, code: values.code, amount: values.amount, minSpend: values['min-spend'], expires: values.expires, maxRedemptions: values['max-redemptions'] });
      } catch (error) {
        throw new UsageError(error.message);
      }
      const voucher = await ops.createVoucher(values.site, body);
      console.log(`created voucher ${voucher.code} on ${voucher.site}: ${voucher.description}`);
      console.log(voucherLine(voucher));
      return;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

if (values.help) {
  console.log(usage);
} else {
  run().catch((error) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof OpsError) console.error(`ops: ${error.message}${error.code ? ` [${error.code}]` : ''}`);
    else console.error(process.env.DEBUG ? error : `ops: ${error.message}`);
    process.exitCode = error instanceof UsageError ? 64 : 1;
  });
}
