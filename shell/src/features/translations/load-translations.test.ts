import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { loadTranslations } from './load-translations';

describe('loadTranslations', () => {
  it('keys plain texts by category and id, with the site name filled in', async () => {
    const api = buildApi(async (request) => {
      expect(request).toMatchObject({ service: 'translations', path: '/en-GB/items', query: { t: ['plain'] } });
      return { items: [{ id: 'cart', category: 'header', type: 'plain', value: 'Basket' }, { id: 'copyright', category: 'footer', type: 'plain', value: '© {site}.' }] };
    });
    expect(await loadTranslations(api, { locale: 'en-GB', name: 'Drawfront' })).toEqual({ 'header.cart': 'Basket', 'footer.copyright': '© Drawfront.' });
  });

  it('gives no texts when the service fails', async () => {
    expect(await loadTranslations(buildApi(), { locale: 'en-AU', name: 'x' })).toEqual({});
  });
});
