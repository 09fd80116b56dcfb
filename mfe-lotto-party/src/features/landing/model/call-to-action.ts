/** Where a signed-in customer starts a group (the group page, checkout layout). */
export const CREATE_GROUP_PATH = '/lotto-party/group';
/** This landing page, the return address after signing in. */
export const LANDING_PATH = '/lotto-party';

export interface CallToAction {
  kind: 'sign-in' | 'create-group';
  to: string;
}

/** Signed in: go and create a group. Signed out: sign in first, then come back here. */
export function callToAction(isAuthenticated: boolean): CallToAction {
  if (isAuthenticated) return { kind: 'create-group', to: CREATE_GROUP_PATH };
  return { kind: 'sign-in', to: `/login?${new URLSearchParams({ returnTo: LANDING_PATH }).toString()}` };
}
