import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { addToCart } from './carts';
import { login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

const OFFERS_URL = '/v2/pricing/default/product_offers';
const UNPUBLISHED = 'harbour-hideaway-raffle';

describe.each(backends())('?preview=true on product offers, on %s', (backend) => {
  const t = setupApp(backend);
  const get = (query: string, accessToken?: string) =>
    t.inject({ method: 'GET', url: `${OFFERS_URL}${query}`, sign: 'drawfront', ...(accessToken ? { customerToken: accessToken } : {}), headers: { 'X-Api-Version': '3.9' } });
  const keys = async (query: string, accessToken?: string) => {
    const response = await get(query, accessToken);
    expect(response.statusCode).toBe(200);
    return { keys: (response.json() as { offers: ProductOffer[] }).offers.map((offer) => offer.key), cacheControl: response.headers['cache-control'] };
  };
  let previewer: LoginResult;
  let customer: LoginResult;

  beforeAll(async () => {
    const signedIn = await login(t, 'demo@drawfront.example', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    previewer = signedIn.json() as LoginResult;
    customer = await signUp(t);
  });

  it('shows the unpublished offer to a customer allowed to preview, and only with preview=true', async () => {
    const previewed = await keys('?preview=true', previewer.accessToken);
    expect(previewed.keys).toContain(UNPUBLISHED);
    expect(previewed.keys).toContain('dream-home-raffle');
    // A previewer's list is never cached for anyone else.
    expect(previewed.cacheControl).toBe('no-store');
    expect((await keys('', previewer.accessToken)).keys).not.toContain(UNPUBLISHED);
    expect((await keys('?preview=false', previewer.accessToken)).keys).not.toContain(UNPUBLISHED);
  });

  it('gives everyone else the published offers only', async () => {
    const published = (await keys('')).keys;
    expect(published).not.toContain(UNPUBLISHED);
    expect((await keys('?preview=true')).keys).toEqual(published);
    expect((await keys('?preview=true', customer.accessToken)).keys).toEqual(published);
  });

  it('lets nobody buy an unpublished offer, previewer included', async () => {
    const line = { lottery: UNPUBLISHED, game_type: 'standard', game_offer: 'harbour-hideaway-raffle-tickets', num_draws: 1, games: [{}], quickpick: false, cause_key: 'coastal_rescue' };
    await expect(addToCart(t, previewer.accessToken, line)).rejects.toThrow(/not sold on this site/);
    expectError(await t.inject({ method: 'GET', url: `/v2/raffles/${UNPUBLISHED}/support`, sign: 'drawfront' }), 404, 'raffle_not_found');
  });

  it('refuses a malformed preview flag and a bad token', async () => {
    expectError(await get('?preview=maybe', previewer.accessToken), 422, 'validation_failed');
    expectError(await get('?preview=true', 'not-a-token'), 401, 'unauthorised');
  });
});
