import { assertRemoteModule, assertRemoteProps, ContractError } from './check-remote';
import { buildRemoteProps } from '../testing/build-remote-props';
import { CONTRACT_VERSION, isContractCompatible, majorOf } from './contract-version';

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('remote contract checks', () => {
  it('accepts a parcel of the same contract major', () => {
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.4.0' }, '1.0.0').contractVersion).toBe('1.4.0');
  });

  it('refuses a parcel that declares another contract major, naming both versions', () => {
    expect(() => assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '2.0.0' }, '1.0.0')).toThrow(
      'Remote "catalogue" breaks the mount contract: it declares contract 2.0.0, the shell speaks 1.0.0',
    );
  });

  it('refuses a parcel without a lifecycle or without a version', () => {
    expect(() => assertRemoteModule('account', { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, contractVersion: '1.0.0' })).toThrow(/lifecycle "unmount" is missing/);
    expect(() => assertRemoteModule('account', { ...lifecycles })).toThrow(ContractError);
    expect(() => assertRemoteModule('account', null)).toThrow(/empty/);
  });

  it('lists every missing mount prop', () => {
    expect(() => assertRemoteProps({ contractVersion: '1.0.0', basePath: '/' })).toThrow(/site, bus, session, cart, cartClient, api, notify, i18n, navigate/);
  });

  it('mounts a remote built against an older minor of the contract (1.0 before cartClient, 1.1 before site.timeZone, 1.2 before queries, 1.3 before site.country, 1.4 before site.subVariants) in this shell', () => {
    expect(CONTRACT_VERSION).toBe('1.5.0');
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.4.0' }).contractVersion).toBe('1.4.0');
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.3.0' }).contractVersion).toBe('1.3.0');
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.2.0' }).contractVersion).toBe('1.2.0');
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.0.0' }).contractVersion).toBe('1.0.0');
    expect(assertRemoteModule('catalogue', { ...lifecycles, contractVersion: '1.1.0' }).contractVersion).toBe('1.1.0');
  });

  it('refuses mount props without the cart client a 1.1 remote relies on', () => {
    const { cartClient: _dropped, ...olderShellProps } = buildRemoteProps();
    expect(() => assertRemoteProps(olderShellProps)).toThrow('mount props lack cartClient');
    expect(() => assertRemoteProps(buildRemoteProps())).not.toThrow();
  });

  it('reads majors of semantic versions only', () => {
    expect(majorOf('12.3.4-beta.1')).toBe(12);
    expect(Number.isNaN(majorOf('v1'))).toBe(true);
    expect(isContractCompatible('banana', '1.0.0')).toBe(false);
  });
});
