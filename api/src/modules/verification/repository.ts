import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { VerificationMethodType } from '@drawfront/shared/contract/verification';
import type { DocumentType } from '@drawfront/shared/rules/identity-verification';
import type { Executor, Transaction } from '../../db/client';
import { customers, verificationAttempts, verificationDocuments } from '../../db/schema';
import type { AttemptOutcome, DocumentStatus } from '../../db/schema';

export interface AttemptRecord {
  method: VerificationMethodType;
  outcome: AttemptOutcome;
  createdAt: Date;
}

/** A stored document without its bytes (every list and answer). */
export interface DocumentRecord {
  id: string;
  customerId: string;
  siteKey: string;
  fileName: string;
  contentType: DocumentType;
  sizeBytes: number;
  status: DocumentStatus;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

/** A document in the review queue, with whose it is. */
export interface QueuedDocument extends DocumentRecord {
  email: string;
  firstname: string;
  lastname: string;
}

const documentColumns = {
  id: verificationDocuments.id,
  customerId: verificationDocuments.customerId,
  siteKey: verificationDocuments.siteKey,
  fileName: verificationDocuments.fileName,
  contentType: verificationDocuments.contentType,
  sizeBytes: verificationDocuments.sizeBytes,
  status: verificationDocuments.status,
  reviewNote: verificationDocuments.reviewNote,
  reviewedBy: verificationDocuments.reviewedBy,
  reviewedAt: verificationDocuments.reviewedAt,
  createdAt: verificationDocuments.createdAt,
};

export async function insertAttempt(db: Executor, attempt: { id: string; customerId: string; method: VerificationMethodType; outcome: AttemptOutcome; reference: string; createdAt: Date }): Promise<void> {
  await db.insert(verificationAttempts).values(attempt);
}

/** The customer's checks, oldest first. */
export async function attemptsOf(db: Executor, customerId: string): Promise<AttemptRecord[]> {
  return db
    .select({ method: verificationAttempts.method, outcome: verificationAttempts.outcome, createdAt: verificationAttempts.createdAt })
    .from(verificationAttempts)
    .where(eq(verificationAttempts.customerId, customerId))
    .orderBy(asc(verificationAttempts.createdAt), asc(verificationAttempts.id));
}

export async function insertDocument(db: Executor, document: { id: string; customerId: string; siteKey: string; fileName: string; contentType: DocumentType; sizeBytes: number; sha256: string; content: Buffer; createdAt: Date }): Promise<void> {
  await db.insert(verificationDocuments).values({ ...document, status: 'pending' });
}

/** The customer's documents, newest first. */
export async function documentsOf(db: Executor, customerId: string): Promise<DocumentRecord[]> {
  return db.select(documentColumns).from(verificationDocuments).where(eq(verificationDocuments.customerId, customerId)).orderBy(desc(verificationDocuments.createdAt), asc(verificationDocuments.id));
}

export async function pendingCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(verificationDocuments).where(and(eq(verificationDocuments.customerId, customerId), eq(verificationDocuments.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Serialises a customer's uploads (the pending cap is read under it). */
export async function lockCustomer(tx: Transaction, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** The review queue (or every document of a status), oldest first, with whose each is. */
export async function queue(db: Executor, status: DocumentStatus | null, siteKey: string | null): Promise<QueuedDocument[]> {
  const where = and(status ? eq(verificationDocuments.status, status) : undefined, siteKey ? eq(verificationDocuments.siteKey, siteKey) : undefined);
  return db
    .select({ ...documentColumns, email: customers.email, firstname: customers.firstname, lastname: customers.lastname })
    .from(verificationDocuments)
    .innerJoin(customers, eq(customers.id, verificationDocuments.customerId))
    .where(where)
    .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
    .limit(200);
}

/** One document, locked for its review; null when there is none. */
export async function lockDocument(tx: Transaction, id: string): Promise<DocumentRecord | null> {
  const [row] = await tx.select(documentColumns).from(verificationDocuments).where(eq(verificationDocuments.id, id)).for('update');
  return row ?? null;
}

export async function reviewDocument(tx: Transaction, id: string, review: { status: 'approved' | 'rejected'; note: string | null; by: string; at: Date }): Promise<void> {
  await tx.update(verificationDocuments).set({ status: review.status, reviewNote: review.note, reviewedBy: review.by, reviewedAt: review.at }).where(eq(verificationDocuments.id, id));
}

/** Every other pending document of the customer is settled by one approval: nothing left to review. */
export async function closePending(tx: Transaction, customerId: string, review: { by: string; at: Date }): Promise<void> {
  await tx
    .update(verificationDocuments)
    .set({ status: 'approved', reviewNote: null, reviewedBy: review.by, reviewedAt: review.at })
    .where(and(eq(verificationDocuments.customerId, customerId), eq(verificationDocuments.status, 'pending')));
}
