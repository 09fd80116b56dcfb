import type { LedgerTransactionKind } from '../../db/schema';

// The shapes the ledger's service answers about wallets, shared by its repository (which reads them) and its
// callers (a purchase holds the locked wallet): plain types, so neither side imports the other for them.

/** A customer's wallet as a lock or a read answers it. */
export interface WalletRow {
  id: number;
  balance: number;
  currency: string;
  /** When the customer's account closed: a closed wallet takes no money in. */
  closedAt: Date | null;
}

/** Narrows a wallet's movements: one kind, and/or those in [from, to). */
export interface MovementFilter {
  kind?: LedgerTransactionKind;
  from?: Date;
  to?: Date;
}
