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
  /**
   * Past play over the last weeks (seed-history.ts): `demo` buys a few Saturday games a week and one of them
   * wins; a `regular` plays every lottery draw and the past raffle draw. The wallet still ends at depositCents
   * unless a prize is larger.
   */
  history?: 'demo' | 'regular';
}

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  { siteKey: 'drawfront', email: 'demo@drawfront.example', password: 'Password123', firstname: 'Dana', lastname: 'Demo', dateOfBirth: '1985-06-15', state: 'NSW', depositCents: 5_000, precommitmentCents: null, history: 'demo' },
  { siteKey: 'drawfront', email: 'limited@drawfront.example', password: 'Password123', firstname: 'Lee', lastname: 'Limited', dateOfBirth: '1979-11-02', state: 'VIC', depositCents: 10_000, precommitmentCents: 2_000 },
  { siteKey: 'drawfront', email: 'riley.regular@drawfront.example', password: 'Password123', firstname: 'Riley', lastname: 'Regular', dateOfBirth: '1968-02-20', state: 'QLD', depositCents: 2_000, precommitmentCents: null, history: 'regular' },
  { siteKey: 'drawfront', email: 'change.password@drawfront.example', password: 'Password123', firstname: 'Charlie', lastname: 'Change', dateOfBirth: '1982-03-14', state: 'SA', depositCents: 1_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'robin.regular@drawfront.example', password: 'Password123', firstname: 'Robin', lastname: 'Regular', dateOfBirth: '1990-09-09', state: 'WA', depositCents: 2_000, precommitmentCents: null, history: 'regular' },
  // Plays the game-type journeys (e2e/game-types.spec.ts): a System 8 and a PowerHit without touching the demo's wallet.
  { siteKey: 'drawfront', email: 'sam.systems@drawfront.example', password: 'Password123', firstname: 'Sam', lastname: 'Systems', dateOfBirth: '1982-04-12', state: 'SA', depositCents: 20_000, precommitmentCents: null },
  // The charity site's demo supporter (the crawl test signs in on every seeded site).
  { siteKey: 'goodcause', email: 'supporter@goodcause.example', password: 'Password123', firstname: 'Sam', lastname: 'Supporter', dateOfBirth: '1975-03-30', state: 'NSW', depositCents: 2_000, precommitmentCents: null },
  // Buys syndicate shares in the products journey (e2e/products.spec.ts), apart from the demo customer's balance.
  { siteKey: 'drawfront', email: 'sam.shares@drawfront.example', password: 'Password123', firstname: 'Sam', lastname: 'Shares', dateOfBirth: '1982-03-03', state: 'SA', depositCents: 10_000, precommitmentCents: null },
];
