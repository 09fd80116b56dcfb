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
  /** The currency they keep when not the site's own: a customer who signed up on the en-GB sub-variant keeps pounds. */
  currency?: 'GBP';
}

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  { siteKey: 'drawfront', email: 'demo@drawfront.example', password: 'Password123', firstname: 'Dana', lastname: 'Demo', dateOfBirth: '1985-06-15', state: 'NSW', depositCents: 5_000, precommitmentCents: null, history: 'demo' },
  { siteKey: 'drawfront', email: 'limited@drawfront.example', password: 'Password123', firstname: 'Lee', lastname: 'Limited', dateOfBirth: '1979-11-02', state: 'VIC', depositCents: 10_000, precommitmentCents: 2_000 },
  { siteKey: 'drawfront', email: 'riley.regular@drawfront.example', password: 'Password123', firstname: 'Riley', lastname: 'Regular', dateOfBirth: '1968-02-20', state: 'QLD', depositCents: 2_000, precommitmentCents: null, history: 'regular' },
  { siteKey: 'drawfront', email: 'change.password@drawfront.example', password: 'Password123', firstname: 'Charlie', lastname: 'Change', dateOfBirth: '1982-03-14', state: 'SA', depositCents: 1_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'robin.regular@drawfront.example', password: 'Password123', firstname: 'Robin', lastname: 'Regular', dateOfBirth: '1990-09-09', state: 'WA', depositCents: 2_000, precommitmentCents: null, history: 'regular' },
  // Plays the game-type journeys (e2e/game-types.spec.ts): a System 8 and a PowerHit without touching the demo's wallet.
  { siteKey: 'drawfront', email: 'sam.systems@drawfront.example', password: 'Password123', firstname: 'Sam', lastname: 'Systems', dateOfBirth: '1982-04-12', state: 'SA', depositCents: 20_000, precommitmentCents: null },
  // Signed up on the en-GB site (`?sv=GB`): keeps pounds, buys at the pound prices (e2e/gb-site.spec.ts).
  { siteKey: 'drawfront', email: 'pat.pounds@drawfront.example', password: 'Password123', firstname: 'Pat', lastname: 'Pounds', dateOfBirth: '1981-05-17', state: 'NSW', depositCents: 3_000, precommitmentCents: null, currency: 'GBP' },
  // A pound customer who goes premium on Daily Winners in pounds (e2e/uk-product.spec.ts), apart from Pat's purchases.
  { siteKey: 'drawfront', email: 'gwen.giveaways@drawfront.example', password: 'Password123', firstname: 'Gwen', lastname: 'Giveaways', dateOfBirth: '1986-08-11', state: 'NSW', depositCents: 3_000, precommitmentCents: null, currency: 'GBP' },
  // The charity site's demo supporter (the crawl test signs in on every seeded site).
  { siteKey: 'goodcause', email: 'supporter@goodcause.example', password: 'Password123', firstname: 'Sam', lastname: 'Supporter', dateOfBirth: '1975-03-30', state: 'NSW', depositCents: 2_000, precommitmentCents: null },
  // Buys syndicate shares in the products journey (e2e/products.spec.ts), apart from the demo customer's balance.
  { siteKey: 'drawfront', email: 'sam.shares@drawfront.example', password: 'Password123', firstname: 'Sam', lastname: 'Shares', dateOfBirth: '1982-03-03', state: 'SA', depositCents: 10_000, precommitmentCents: null },
  // Sent to /my-account/upgrade-account at sign-in until their address is complete (seed-data/customer-details.ts flags them).
  { siteKey: 'drawfront', email: 'upgrade.account@drawfront.example', password: 'Password123', firstname: 'Uma', lastname: 'Upgrade', dateOfBirth: '1984-07-21', state: 'VIC', depositCents: 1_000, precommitmentCents: null },
  // Has an address on file that the confirmation banner asks them to confirm.
  { siteKey: 'drawfront', email: 'confirm.address@drawfront.example', password: 'Password123', firstname: 'Casey', lastname: 'Confirm', dateOfBirth: '1977-12-05', state: 'QLD', depositCents: 1_000, precommitmentCents: null },
  // Identity verification demos (seed-data/verification.ts): past the deadline and unverified; an ID waiting for review.
  { siteKey: 'drawfront', email: 'unverified@drawfront.example', password: 'Password123', firstname: 'Uma', lastname: 'Unverified', dateOfBirth: '1988-07-21', state: 'NSW', depositCents: 5_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'pending.review@drawfront.example', password: 'Password123', firstname: 'Pia', lastname: 'Pending', dateOfBirth: '1992-12-05', state: 'VIC', depositCents: 5_000, precommitmentCents: null },
  // Account migration, one per state (seed-data/session-rules.ts sets them; e2e/migration.spec.ts migrates the soft one).
  { siteKey: 'drawfront', email: 'migrate.soft@drawfront.example', password: 'Password123', firstname: 'Morgan', lastname: 'Soft', dateOfBirth: '1984-05-05', state: 'NSW', depositCents: 1_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'migrate.hard@drawfront.example', password: 'Password123', firstname: 'Harper', lastname: 'Hard', dateOfBirth: '1986-06-06', state: 'VIC', depositCents: 1_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'migrate.fails@drawfront.example', password: 'Password123', firstname: 'Frankie', lastname: 'Fails', dateOfBirth: '1987-07-07', state: 'QLD', depositCents: 1_000, precommitmentCents: null },
  { siteKey: 'drawfront', email: 'migrated@drawfront.example', password: 'Password123', firstname: 'Mika', lastname: 'Migrated', dateOfBirth: '1983-03-08', state: 'WA', depositCents: 1_000, precommitmentCents: null },
];
