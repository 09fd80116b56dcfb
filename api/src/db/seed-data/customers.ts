/** Demo customers (documented in api/README.md); money enters their wallets as real ledger deposits. */
export interface SeedCustomer {
  siteKey: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  state: string;
  /** Wallet balance, deposited from the gateway clearing account. */
  depositCents: number;
  /** Weekly pre-commitment limit, if any. */
  precommitmentCents: number | null;
}

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  { siteKey: 'drawfront', email: 'demo@drawfront.example', password: 'Password123', firstname: 'Dana', lastname: 'Demo', dateOfBirth: '1985-06-15', state: 'NSW', depositCents: 5_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'limited@drawfront.example', password: 'Password123', firstname: 'Lee', lastname: 'Limited', dateOfBirth: '1979-11-02', state: 'VIC', depositCents: 10_000, precommitmentCents: 2_000 },
];
