// `npm run ops -- verification list|approve|reject` end to end: the ops CLI against a listening API.
import { signUp } from './customers';
import { backends, OPS_TOKEN, setupApp } from './helper';
import { listeningApi, runOps } from './ops-cli';
import { SAMPLE_FILES, upload, verificationOf } from './verification';

describe.each(backends())('ops verification on %s', (backend) => {
  const t = setupApp(backend);
  const api = listeningApi(t);
  const ops = (...args: string[]) => runOps(['verification', ...args, '--api', api.url(), '--token', OPS_TOKEN, '--actor', 'reviewer']);

  it('lists pending uploads, approves one (verified) and rejects another with its reason', async () => {
    const [approvedCustomer, rejectedCustomer] = [await signUp(t), await signUp(t)];
    const first = (await upload(t, approvedCustomer, [{ name: 'licence.png', content: SAMPLE_FILES.png }])).json().documents[0];
    const second = (await upload(t, rejectedCustomer, [{ name: 'passport.pdf', content: SAMPLE_FILES.pdf }])).json().documents[0];

    const listed = await ops('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toMatch(new RegExp(`${first.id}\\s+pending\\s+drawfront .+Pat Player <${approvedCustomer.customer.email}>\\s+licence\\.png \\(image/png, 1 KB\\)`));
    expect(listed.output).toContain(second.id);

    expect(await ops('approve', first.id)).toEqual({ exitCode: 0, output: `approved ${first.id} (licence.png) of customer ${approvedCustomer.customer.customerId}: verified and emailed\n` });
    expect((await verificationOf(t, approvedCustomer)).json().isVerified).toBe(true);
    expect(await ops('reject', second.id, '--reason', 'The passport has expired.')).toEqual({ exitCode: 0, output: `rejected ${second.id} (passport.pdf) of customer ${rejectedCustomer.customer.customerId}: emailed the reason\n` });
    expect((await verificationOf(t, rejectedCustomer)).json()).toMatchObject({ isVerified: false, documents: [{ status: 'rejected', reviewNote: 'The passport has expired.' }] });

    const pending = await ops('list');
    expect(pending.output).not.toContain(first.id);
    const all = await ops('list', '--status', 'all');
    expect(all.output).toMatch(new RegExp(`${second.id}\\s+rejected .+note: The passport has expired\\.`));
  }, 60_000);

  it('refuses a reject without a reason and unknown commands before calling the API (exit 64), and reports refusals (exit 1)', async () => {
    const session = await signUp(t);
    const document = (await upload(t, session, [{ name: 'id.jpg', content: SAMPLE_FILES.jpeg }])).json().documents[0];
    const noReason = await ops('reject', document.id);
    expect(noReason.exitCode).toBe(64);
    expect(noReason.output).toContain('verification reject needs --reason');
    expect((await ops('promote', document.id)).exitCode).toBe(64);
    expect((await ops('approve')).exitCode).toBe(64);
    expect((await verificationOf(t, session)).json().documents[0].status).toBe('pending');
    expect(await ops('approve', '00000000-0000-4000-8000-000000000000')).toEqual({ exitCode: 1, output: expect.stringContaining('[verification_document_not_found]') });
    await ops('approve', document.id);
    expect(await ops('approve', document.id)).toEqual({ exitCode: 1, output: expect.stringContaining('[document_already_reviewed]') });
  }, 60_000);
});
