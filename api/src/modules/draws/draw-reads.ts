import type { Executor } from '../../db/client';
import { drawProofByNumber, ticketProof } from './fairness/proof-reads';
import { drawSales, findDrawByNumber, listDivisions } from './repository';

export type DrawReads = ReturnType<typeof createDrawReads>;

/** What ops' draw calls read outside the engine: a draw by its number, its divisions, and its sales. */
export function createDrawReads(db: Executor) {
  return {
    byNumber: (siteKey: string, offerKey: string, drawNo: number) => findDrawByNumber(db, siteKey, offerKey, drawNo),
    divisions: (drawId: number) => listDivisions(db, drawId),
    sales: (drawId: number) => drawSales(db, drawId),
    proofByNumber: (siteKey: string, offerKey: string, drawNo: number) => drawProofByNumber(db, siteKey, offerKey, drawNo),
    ticketProof: (customerId: string, ticketId: string) => ticketProof(db, customerId, ticketId),
  };
}
