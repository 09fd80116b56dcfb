import { createPathTo } from '@drawfront/shared/routes/path-to';
import { depositDetailsPath, readDepositReturnTo, storeDepositReturnTo } from './funds-paths';

describe('deposit return path', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a same-site path and clears it when the next deposit has none', () => {
    storeDepositReturnTo('/cart/buy?step=2');
    expect(readDepositReturnTo()).toBe('/cart/buy?step=2');
    storeDepositReturnTo(null);
    expect(readDepositReturnTo()).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])('refuses %p', (path) => {
    storeDepositReturnTo(path);
    expect(readDepositReturnTo()).toBeNull();
  });
});

describe('depositDetailsPath', () => {
  const pathTo = createPathTo({ capabilities: ['wallet-deposit'] });

  it('builds the paths the API returns to', () => {
    expect(depositDetailsPath(pathTo, 'dep 1', 'success')).toBe('/my-account/deposit/details/dep%201/success');
    expect(depositDetailsPath(pathTo, 'dep-1')).toBe('/my-account/deposit/details/dep-1');
  });

  it('answers null on a site that takes no deposits', () => {
    expect(depositDetailsPath(createPathTo({ capabilities: [] }), 'dep-1')).toBeNull();
  });
});
