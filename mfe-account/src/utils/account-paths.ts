/**
 * Site paths the sign-in page links to. The spec names /forgot-password; it names no sign-up page
 * path, so /signup follows the `POST /signup` call until the shell's route table says otherwise.
 */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SIGN_UP_PATH = '/signup';
/** Where a customer lands after signing in when no return address was given. */
export const DEFAULT_AFTER_LOGIN_PATH = '/';

/** `path` with the return address carried on, so sign-up or recovery can send the customer back too. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}
