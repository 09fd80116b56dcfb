/** The kinds of movement a wallet sees, as the ledger names them. */
export type WalletMovementKind = 'deposit' | 'purchase' | 'prize' | 'withdrawal' | 'refund' | 'voucher_credit';

/** One movement of a wallet, in cents, signed: positive money in, negative money out. */
export interface WalletMovement {
  kind: WalletMovementKind;
  amount: number;
}

/**
 * The promotional credit (voucher credit) still in a wallet after `movements`, taken in the order they
 * happened. The rule: credit is spent before cash. A purchase takes whatever credit the wallet holds at that
 * moment first and cash only for the rest; a refund gives back credit first, up to what purchases took of
 * it, so a bought-then-refunded ticket never turns credit into cash. Deposits, prizes and withdrawals are
 * cash and leave the credit alone.
 *
 * Why spent first, in order: credit is the house's money given to play with, never to take out, and the
 * customer's own money is theirs to withdraw at any time. Spending credit first is the reading that never
 * lets a customer withdraw house money (their cash is what they put in and won, less what credit did not
 * cover), and it is the order that matters: purchases made before a credit arrived were paid in cash, so
 * they cannot have spent it.
 */
export function unspentPromotionalCredit(movements: readonly WalletMovement[]): number {
  let credit = 0;
  // Credit purchases took and no refund has given back yet.
  let creditSpent = 0;
  for (const { kind, amount } of movements) {
    if (kind === 'voucher_credit') {
      credit += amount;
    } else if (kind === 'purchase' && amount < 0) {
      const taken = Math.min(credit, -amount);
      credit -= taken;
      creditSpent += taken;
    } else if (kind === 'refund' && amount > 0) {
      const restored = Math.min(creditSpent, amount);
      credit += restored;
      creditSpent -= restored;
    }
  }
  return credit;
}

/** What may be withdrawn from a wallet holding `balance` cents after `movements`: the balance less its unspent credit. */
export function withdrawableCents(balance: number, movements: readonly WalletMovement[]): number {
  return Math.max(0, balance - unspentPromotionalCredit(movements));
}
