import { backends, expectError, setupApp } from './helper';

type Item = { id: string; category: string; type: string; value: string };

describe.each(backends())('GET /translations/:locale/items on %s', (backend) => {
  const t = setupApp(backend);
  const items = async (url: string, headers: Record<string, string> = {}): Promise<Item[]> => {
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  };

  it("answers every item of the site's locale, sorted by category and id", async () => {
    const list = await items('/translations/en-AU/items');
    expect(list.length).toBeGreaterThan(10);
    const keys = list.map((item) => `${item.category}:${item.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(list.map((item) => item.type))).toEqual(new Set(['image', 'markdown', 'plain', 'seo', 'json']));
    expect(list.find((item) => item.category === 'footer' && item.id === 'copyright')!.value).toBe('© Drawfront. All rights reserved.');
  });

  it('has the fairness check\'s sentences in en-AU and en-GB, where a game is a line', async () => {
    const au = await items('/translations/en-AU/items?c=fairness');
    const gb = await items('/translations/en-GB/items?c=fairness');
    expect(au.find((item) => item.id === 'step.numbers-ok')!.value).toBe('The numbers drawn are exactly the ones the seed gives by the published algorithm drawfront-draw-v1.');
    expect(au.find((item) => item.id === 'step.game')!.value).toBe('Game {game}: {sentence}');
    expect(gb.find((item) => item.id === 'step.game')!.value).toBe('Line {game}: {sentence}');
    expect(gb.map((item) => item.id).sort()).toEqual(au.map((item) => item.id).sort());
  });

  it('filters by repeated categories, ids and types', async () => {
    const byCategory = await items('/translations/en-AU/items?c=header&c=cart');
    expect(new Set(byCategory.map((item) => item.category))).toEqual(new Set(['header', 'cart']));
    const single = await items('/translations/en-AU/items?c=header&id=login');
    expect(single).toEqual([{ id: 'login', category: 'header', type: 'plain', value: 'Log in' }]);
    const markdown = await items('/translations/en-AU/items?t=markdown&t=seo');
    expect(markdown.length).toBeGreaterThan(0);
    for (const item of markdown) expect(['markdown', 'seo']).toContain(item.type);
    expect(await items('/translations/en-AU/items?c=nosuchcategory')).toEqual([]);
  });

  it('answers the en-GB sub-variant with its own wording', async () => {
    const [cart] = await items('/translations/en-GB/items?c=header&id=cart');
    expect(cart!.value).toBe('Basket');
    const [auCart] = await items('/translations/en-AU/items?c=header&id=cart');
    expect(auCart!.value).toBe('Cart');
  });

  it('answers per site (host or X-Drawfront-Site)', async () => {
    const [hero] = await items('/translations/en-AU/items?c=home&id=hero-title', { 'X-Drawfront-Site': 'goodcause' });
    expect(hero!.value).toBe('Every ticket backs a good cause');
    const [byHost] = await items('/translations/en-AU/items?c=home&id=hero-title', { host: 'charity.localhost' });
    expect(byHost!.value).toBe('Every ticket backs a good cause');
  });

  it('answers a locale the site does not speak with 404 unsupported_locale', async () => {
    const body = expectError(await t.inject({ method: 'GET', url: '/translations/fr-FR/items' }), 404, 'unsupported_locale');
    expect(body.messages[0]!.message).toBe("locale 'fr-FR' is not supported for site 'drawfront' (supported: en-AU, en-GB)");
    expectError(await t.inject({ method: 'GET', url: '/translations/en-GB/items', headers: { 'X-Drawfront-Site': 'goodcause' } }), 404, 'unsupported_locale');
  });

  it('refuses a malformed locale, an unknown type and a malformed category with 422', async () => {
    expect(Object.keys(expectError(await t.inject({ method: 'GET', url: '/translations/english/items' }), 422, 'validation_failed').errors)).toEqual(['locale']);
    expect(Object.keys(expectError(await t.inject({ method: 'GET', url: '/translations/en-AU/items?t=video' }), 422, 'validation_failed').errors)).toEqual(['t.0']);
    expectError(await t.inject({ method: 'GET', url: '/translations/en-AU/items?c=a%20b' }), 422, 'validation_failed');
  });

  it('answers 404 unknown_site for an unknown X-Drawfront-Site', async () => {
    expectError(await t.inject({ method: 'GET', url: '/translations/en-AU/items', headers: { 'X-Drawfront-Site': 'nope' } }), 404, 'unknown_site');
  });
});
