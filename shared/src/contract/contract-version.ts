/**
 * Version of the shell ↔ remote mount contract (the props in `remote-props.ts`).
 * Bump the major when a prop is removed or changes meaning: the shell refuses remotes of another major.
 * Bump the minor when a prop is added: remotes built against an older minor ignore it and still mount.
 * 1.1.0 added `cartClient`; 1.2.0 added `site.timeZone`; 1.3.0 added `queries`; 1.4.0 added `site.country`; 1.5.0 added `site.subVariants`.
 */
export const CONTRACT_VERSION = '1.5.0';

/** Major component of a semantic version string, or NaN when it is not one. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether a remote built against `remoteVersion` can be mounted by a shell on `shellVersion`. */
export function isContractCompatible(remoteVersion: string, shellVersion: string = CONTRACT_VERSION): boolean {
  const remoteMajor = majorOf(remoteVersion);
  return !Number.isNaN(remoteMajor) && remoteMajor === majorOf(shellVersion);
}
