// The en-GB sub-variant as a UK product: its own support line and help contacts, a British address at sign-up,
// and sort codes for withdrawals; the Australian site keeps its own.
import { eq } from 'drizzle-orm';
import { GB_ACCOUNT_NUMBER_MESSAGE, NO_PAYID_MESSAGE, SORT_CODE_MESSAGE } from '@drawfront/shared/rules/bank-account';
import { GB_POSTCODE_MESSAGE } from '@drawfront/shared/rules/customer-details';
import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { DrawDetails, FullResults } from '@drawfront/shared/contract/draws';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import { customerDetails, customers } from '../src/db/schema';
import { GB_PRICING } from '../src/db/seed-data/products';
import { asCustomer, signupBody, UK_ADDRESS } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';

const GB = { 'x-sub-variant': 'GB' };
let address = 0;

function signUpOnGb(t: TestContext, overrides: Record<string, unknown> = {}) {
  address += 1;
  return t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', headers: GB, payload: signupBody({ state: 'OTHER', address: UK_ADDRESS, ...overrides }), remoteAddress: `10.89.0.${address}` });
}

const helpNames = async (t: TestContext, headers: Record<string, string>) => {
  const page = (await t.inject({ method: 'GET', url: '/cms/items/pages/responsible-gaming', headers })).json() as { data: { sections: { type: string; contacts?: { name: string; phone?: string }[] }[] } };
  return page.data.sections.find((section) => section.type === 'help_contacts')!.contacts!.map((contact) => `${contact.name}${contact.phone ? ` ${contact.phone}` : ''}`);
};

describe.each(backends())('the en-GB site as a UK product on %s', (backend) => {
  const t = setupApp(backend);

  it('answers the GB config with its country and a UK support line, and the AU config with its own', async () => {
    const gb = (await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront', headers: GB })).json();
    expect(gb).toMatchObject({ subVariant: 'GB', country: 'GB', constants: { supportNumber: '0306 999 0110', supportOpeningHours: 'Monday to Friday, 9am to 5pm UK time' } });
    const au = (await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront' })).json();
    expect(au).toMatchObject({ subVariant: 'AU', country: 'AU', constants: { supportNumber: '1300 555 010' } });
  });

  it("lists UK help on the GB responsible-gambling page and Australia's on the AU one", async () => {
    expect(await helpNames(t, GB)).toEqual(['GamCare – the National Gambling Helpline 0808 8020 133', 'BeGambleAware', 'GAMSTOP – the national online self-exclusion scheme']);
    expect(await helpNames(t, {})).toEqual(['Gambling Help Online 1800 858 858', 'Lifeline 13 11 14', 'BetStop – the National Self-Exclusion Register']);
    // A page the sub-variant has no version of is the site's.
    expect((await t.inject({ method: 'GET', url: '/cms/items/pages/faq', headers: GB })).statusCode).toBe(200);
    const paths = ((await t.inject({ method: 'GET', url: '/cms/items/pages?fields=path&limit=-1', headers: GB })).json() as { data: { path: string }[] }).data.map((page) => page.path);
    expect(paths.filter((path) => path === '/about/responsible-gaming')).toHaveLength(1);
  });

  it('keeps the British address given at sign-up, with the postcode in its standard form', async () => {
    const response = await signUpOnGb(t, { address: { ...UK_ADDRESS, address_line2: 'Flat 2', county: 'Greater London', postcode: 'ec1a1bb' } });
    expect(response.statusCode).toBe(201);
    const { customer, accessToken } = response.json() as { customer: { customerId: string }; accessToken: string };
    const details = (await asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer/details', headers: GB })).json();
    expect(details.address).toEqual({ addressLine1: '1 Test Street', addressLine2: 'Flat 2', suburb: 'London', postcode: 'EC1A 1BB', state: 'Greater London', country: 'GB' });
    expect(details.addressConfig).toMatchObject({ format: 'uk', state: 'optional' });
    const [row] = await t.database.db.select({ state: customers.state }).from(customers).where(eq(customers.id, customer.customerId));
    expect(row!.state).toBe('Greater London');
  });

  it('refuses a GB sign-up without an address, or with an Australian postcode, and creates no account', async () => {
    const email = 'no-address@example.com';
    const withoutAddress = signupBody({ email, state: 'OTHER' });
    address += 1;
    const missing = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', headers: GB, payload: withoutAddress, remoteAddress: `10.89.0.${address}` });
    expectError(missing, 422, 'validation_failed');
    expect(missing.json().errors).toMatchObject({ addressLine1: [REQUIRED_MESSAGE], suburb: [REQUIRED_MESSAGE], postcode: [REQUIRED_MESSAGE] });
    const badPostcode = await signUpOnGb(t, { email, address: { ...UK_ADDRESS, postcode: '2000' } });
    expectError(badPostcode, 422, 'validation_failed');
    expect(badPostcode.json().errors).toEqual({ postcode: [GB_POSTCODE_MESSAGE] });
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect(await t.database.db.select().from(customerDetails)).not.toContainEqual(expect.objectContaining({ postcode: '2000' }));
  });

  it('still asks an Australian sign-up for the state only', async () => {
    address += 1;
    const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: signupBody(), remoteAddress: `10.89.0.${address}` });
    expect(response.statusCode).toBe(201);
  });

  it("takes a British customer's sort code and 8-digit account, and refuses a BSB-length code, a short number and PayID", async () => {
    const { accessToken } = (await signUpOnGb(t)).json() as { accessToken: string };
    const post = (payload: Record<string, unknown>) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/funds/bank-account', headers: GB, payload: { type: 'national', account_name: 'Pat Player', ...payload } });
    const wrongCode = await post({ code: '062-00', account_number: '12345678' });
    expectError(wrongCode, 422, 'validation_failed');
    expect(wrongCode.json().errors).toEqual({ sort_code: [SORT_CODE_MESSAGE] });
    expect((await post({ code: '12-34-56', account_number: '12345' })).json().errors).toEqual({ account_number: [GB_ACCOUNT_NUMBER_MESSAGE] });
    expect((await post({ type: 'payid_email', account_number: 'pat@example.com' })).json().errors).toEqual({ type: [NO_PAYID_MESSAGE] });
    const methods = async () => (await asCustomer(t, accessToken, { method: 'GET', url: '/v2/withdrawal_methods', headers: GB })).json().withdrawalMethods[0]?.funds ?? [];
    expect(await methods()).toEqual([]);
    const saved = await post({ code: '123456', account_number: '1234 5678' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'national', bankCode: '12-34-56', accountNumberHint: '•••678' });
  });

  it('answers results, dividends and raffle support on the GB site in pounds, at the prizes it publishes', async () => {
    const get = async <T>(url: string, headers: Record<string, string> = {}) => (await t.inject({ method: 'GET', url, sign: 'drawfront', headers })).json() as T;
    const inPounds = (cents: number, offerKey: string) => ({ amount: Math.floor((cents * GB_PRICING[offerKey]!.prizePoolPercent) / 100), currency: 'GBP' });
    const saturday = (results: FullResults) => results.results.find((result) => result.offerKey === 'saturday-super-draw')!;
    const au = saturday(await get<FullResults>('/v2/draw/full_result'));
    const gb = saturday(await get<FullResults>('/v2/draw/full_result', GB));
    expect(au.jackpot!.currency).toBe('AUD');
    expect(gb.jackpot).toEqual(inPounds(au.jackpot!.amount, 'saturday-super-draw'));
    expect(gb.offerUrl).toBe('saturday-super-draw-uk');

    const auDetails = await get<DrawDetails>(`/v2/draw/details/saturday-super-draw/${au.drawNo}`);
    const gbDetails = await get<DrawDetails>(`/v2/draw/details/saturday-super-draw/${au.drawNo}`, GB);
    expect(auDetails.divisions.some((division) => division.prize !== null)).toBe(true);
    expect(gbDetails.divisions.map((division) => division.prize)).toEqual(auDetails.divisions.map((division) => division.prize && inPounds(division.prize.amount, 'saturday-super-draw')));
    expect(gbDetails.totalPrizes).toEqual(inPounds(auDetails.totalPrizes!.amount, 'saturday-super-draw'));

    const auSupport = await get<RaffleSupport>('/v2/raffles/dream-home-raffle/support');
    const gbSupport = await get<RaffleSupport>('/v2/raffles/dream-home-raffle/support', GB);
    expect(auSupport.total.currency).toBe('AUD');
    expect(gbSupport.total.currency).toBe('GBP');
    expect(gbSupport.draws.every((draw) => draw.raised.currency === 'GBP')).toBe(true);
    for (const draw of gbSupport.draws) expect(draw.raised.amount).toBeLessThanOrEqual(auSupport.draws.find((candidate) => candidate.drawNo === draw.drawNo)!.raised.amount);
  });
});
