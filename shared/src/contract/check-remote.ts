import { CONTRACT_VERSION, isContractCompatible } from './contract-version';
import type { RemoteParcelModule, RemoteProps } from './remote-props';

const requiredProps: readonly (keyof RemoteProps)[] = ['contractVersion', 'basePath', 'site', 'bus', 'session', 'cart', 'cartClient', 'api', 'notify', 'i18n', 'navigate'];

/** Thrown when a remote cannot be mounted because it breaks the contract. */
export class ContractError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(`Remote "${remote}" breaks the mount contract: ${message}`);
    this.name = 'ContractError';
  }
}

/** Checks a loaded `./parcel` module: lifecycles present and contract major equal to the shell's. */
export function assertRemoteModule(remote: string, module: unknown, shellVersion: string = CONTRACT_VERSION): RemoteParcelModule {
  const candidate = module as Partial<RemoteParcelModule> | null;
  if (!candidate || typeof candidate !== 'object') throw new ContractError(remote, 'its ./parcel module is empty');
  for (const lifecycle of ['bootstrap', 'mount', 'unmount'] as const) {
    if (typeof candidate[lifecycle] !== 'function') throw new ContractError(remote, `lifecycle "${lifecycle}" is missing`);
  }
  if (typeof candidate.contractVersion !== 'string' || !isContractCompatible(candidate.contractVersion, shellVersion)) {
    throw new ContractError(remote, `it declares contract ${String(candidate.contractVersion)}, the shell speaks ${shellVersion}`);
  }
  return candidate as RemoteParcelModule;
}

/** Checks mount props inside a remote, so a shell that forgets one fails loudly at mount, not later. */
export function assertRemoteProps(props: Partial<RemoteProps>): asserts props is RemoteProps {
  const missing = requiredProps.filter((key) => props[key] === undefined || props[key] === null);
  if (missing.length) throw new ContractError(String(props.basePath ?? 'unknown'), `mount props lack ${missing.join(', ')}`);
  if (!isContractCompatible(props.contractVersion as string)) {
    throw new ContractError(String(props.basePath), `shell contract ${props.contractVersion} is not ${CONTRACT_VERSION}`);
  }
}
