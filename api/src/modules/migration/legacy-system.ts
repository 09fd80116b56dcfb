/**
 * The legacy platform accounts are migrated from, simulated inside our API like the test payment gateway
 * (ARCHITECTURE: outside parties are simulated, never stubbed). A real connector implements the same interface.
 * Magic accounts: a legacy account number starting `FAIL` is refused, as a legacy system refuses an account it
 * cannot hand over (locked, under review); every other account is handed over.
 */
export interface LegacySystem {
  transfer(legacyAccount: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export function createTestLegacySystem(): LegacySystem {
  return {
    async transfer(legacyAccount) {
      if (legacyAccount.startsWith('FAIL')) return { ok: false, reason: 'the legacy system could not hand this account over' };
      return { ok: true };
    },
  };
}
