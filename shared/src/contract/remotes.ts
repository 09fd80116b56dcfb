/** The five independently deployed frontends. The name is also the Module Federation container name's suffix. */
export const REMOTE_NAMES = ['catalogue', 'cart-checkout', 'account', 'lotto-party', 'membership'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name for a remote (container names must be valid JS identifiers). */
export function containerName(remote: RemoteName): string {
  return `drawfront_${remote.replace(/-/g, '_')}`;
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
