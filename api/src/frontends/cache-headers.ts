const YEAR = 'public, max-age=31536000, immutable';

/**
 * Content-hashed files never change, so browsers may keep them for a year; everything that names
 * them (index.html, remoteEntry.js, the manifest) must be revalidated so a new release shows at once.
 */
export function setStaticCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const name = filePath.split('/').pop() ?? '';
  const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(name);
  const versionedRemoteFile = filePath.includes('/remotes/') && !/remoteEntry\.js$|mf-manifest\.json$|mf-stats\.json$/.test(name);
  reply.header('Cache-Control', hashed || versionedRemoteFile ? YEAR : 'no-cache');
}
