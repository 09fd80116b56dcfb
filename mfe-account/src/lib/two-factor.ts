/** The second step of a sign-in with two-factor on: the code, and whether to remember this device. */
export interface SecondFactor {
  otp: string;
  rememberDevice: boolean;
}

/** What a `2fa_required` answer carries: the method, where the code went, and the remember window. */
export interface TwoFactorChallenge {
  method: 'authenticator' | 'email';
  identifier: string;
  rememberForDays: number;
}

/** The challenge in a `2fa_required` answer's `result`, when it names a method we know. */
export function challengeOf(result: unknown): TwoFactorChallenge | undefined {
  const challenge = typeof result === 'object' && result !== null ? (result as { twoFactorAuth?: Partial<TwoFactorChallenge> }).twoFactorAuth : undefined;
  if (!challenge || (challenge.method !== 'authenticator' && challenge.method !== 'email')) return undefined;
  return { method: challenge.method, identifier: String(challenge.identifier ?? ''), rememberForDays: Number(challenge.rememberForDays ?? 30) };
}

/** Whether an error code refuses the code itself (wrong, or already used): the code step stays for another try. */
export const isCodeRefusal = (code: string | null | undefined): boolean => code === '2fa_incorrect' || code === '2fa_code_used';
