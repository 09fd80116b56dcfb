import type { PathTo } from '@drawfront/shared/routes/path-to';

export interface CallToAction {
  kind: 'sign-in' | 'create-group';
  to: string;
}

/**
 * Signed in: go and create a group. Signed out: sign in first, then come back to this landing.
 * Null when the site lacks the page the action leads to: no button is better than a dead end.
 */
export function callToAction(isAuthenticated: boolean, pathTo: PathTo): CallToAction | null {
  if (isAuthenticated) {
    const to = pathTo('lotto-party-group');
    return to ? { kind: 'create-group', to } : null;
  }
  const to = pathTo('login', {}, { returnTo: pathTo('lotto-party') ?? undefined });
  return to ? { kind: 'sign-in', to } : null;
}
