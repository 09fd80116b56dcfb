/** Site paths the sign-in and sign-up pages link to (the shell's route table: login, signup, forgot-password). */
export const SIGN_IN_PATH = '/login';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SIGN_UP_PATH = '/signup';
export const TERMS_PATH = '/about/terms-and-conditions';

/** `path` with the return address carried on, so sign-up or recovery can send the customer back too. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}
