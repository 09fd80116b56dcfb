import { createHash, randomUUID } from 'node:crypto';
import type { UploadResult, VerificationDocument, VerificationState, VerifyResult } from '@drawfront/shared/contract/verification';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { detailsErrors, licenceErrors, MAX_CHECK_ATTEMPTS, MAX_DOCUMENTS_PER_UPLOAD, VERIFICATION_TEXTS } from '@drawfront/shared/rules/identity-verification';
import type { DocumentType } from '@drawfront/shared/rules/identity-verification';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findCustomer } from '../identity/customer-records';
import type { CustomerRecord } from '../identity/customer-records';
import { verificationState } from '../identity/verification-state';
import type { OutboxService } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import { checkedDocument } from './document-content';
import { safeFileName } from './document-type';
import { approvedEmail, rejectedEmail } from './emails';
import { markVerified } from './mark-verified';
import type { AddressCheck, LicenceCheck, ProviderAnswer, VerificationProvider } from './provider';
import { attemptsOf, closePending, documentsOf, insertAttempt, insertDocument, lockCustomer, lockDocument, pendingCount, queue, reviewDocument } from './repository';
import type { DocumentRecord, QueuedDocument } from './repository';

/** How many documents may wait for review at once (a customer cannot fill the queue). */
export const MAX_PENDING_DOCUMENTS = 6;

export type VerificationService = ReturnType<typeof createVerificationService>;

type CheckMethod = 'auto_verification' | 'drivers_licence';

function toDocument(record: DocumentRecord): VerificationDocument {
  return { id: record.id, fileName: record.fileName, contentType: record.contentType, size: record.sizeBytes, status: record.status, submittedAt: record.createdAt.toISOString(), reviewNote: record.reviewNote };
}

/** The field errors as the API answers them: each field's message in a list, the first as the headline. */
function refuseFields(errors: Record<string, string>): void {
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  throw new AppError(ERROR_CODES.validationFailed, ['body', `${entries[0]![0]}: ${entries[0]![1]}`], { errors: Object.fromEntries(entries.map(([field, message]) => [field, [message]])) });
}

/**
 * Identity verification: checks through a provider, manual uploads and their review, and
 * where a customer stands. Every way that verifies ends in `markVerified`.
 */
export function createVerificationService(
  db: Database,
  options: { now: () => Date; deadlineDays: number; provider: VerificationProvider; connectIdOffered: boolean; outbox: Pick<OutboxService, 'enqueue'>; site: (key: string) => Promise<SiteRecord | null> },
) {
  const { now, deadlineDays, provider, outbox } = options;

  async function activeCustomer(customerId: string, site: SiteRecord): Promise<CustomerRecord> {
    const row = await findCustomer(db, customerId);
    if (!row || row.siteKey !== site.key || row.closedAt) throw new AppError(ERROR_CODES.unauthorised, ['the customer of this access token no longer exists']);
    return row;
  }

  async function state(customerId: string, executor: Database | Transaction = db): Promise<VerificationState> {
    const [base, attempts, documents] = await Promise.all([verificationState(executor, customerId, now(), deadlineDays), attemptsOf(executor, customerId), documentsOf(executor, customerId)]);
    if (!base) throw new AppError(ERROR_CODES.unauthorised, ['the customer of this access token no longer exists']);
    const checks = (method: CheckMethod) => attempts.filter((attempt) => attempt.method === method);
    const method = (type: CheckMethod) => {
      const tried = checks(type);
      const last = tried.at(-1);
      return { type, status: last ? ('attempted' as const) : ('not_attempted' as const), outcome: last?.outcome ?? null };
    };
    const latestDocument = documents[0];
    const lastCheck = attempts.filter((attempt) => attempt.method === 'auto_verification' || attempt.method === 'drivers_licence').at(-1);
    return {
      isVerified: base.verified,
      deadline: base.deadline.toISOString(),
      blocked: base.blocked,
      methods: [
        method('auto_verification'),
        method('drivers_licence'),
        {
          type: 'photo_id_upload',
          status: !latestDocument ? 'not_attempted' : latestDocument.status === 'pending' ? 'pending' : 'attempted',
          outcome: latestDocument?.status === 'approved' ? 'verified' : latestDocument?.status === 'rejected' ? 'failed' : null,
        },
      ],
      documentRequired: !base.verified && lastCheck?.outcome === 'document_required',
      attemptsLeft: {
        autoVerification: Math.max(0, MAX_CHECK_ATTEMPTS - checks('auto_verification').length),
        driversLicence: Math.max(0, MAX_CHECK_ATTEMPTS - checks('drivers_licence').length),
      },
      documents: documents.map(toDocument),
      connectIdOffered: options.connectIdOffered,
    };
  }

  /** One provider check, under the customer's row lock so that parallel tries cannot pass the limit. */
  async function runCheck(customerId: string, site: SiteRecord, method: CheckMethod, ask: () => Promise<ProviderAnswer>): Promise<VerifyResult> {
    const customer = await activeCustomer(customerId, site);
    if (customer.isVerified) throw new AppError(ERROR_CODES.alreadyVerified);
    const outcome = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const locked = await findCustomer(tx, customerId);
      if (locked?.isVerified) throw new AppError(ERROR_CODES.alreadyVerified);
      const used = (await attemptsOf(tx, customerId)).filter((attempt) => attempt.method === method).length;
      if (used >= MAX_CHECK_ATTEMPTS) throw new AppError(ERROR_CODES.verificationAttemptsUsed, [MAX_CHECK_ATTEMPTS]);
      const answer = await ask();
      const at = now();
      if (answer.outcome === 'verified') await markVerified(tx, customerId, method, at, `${provider.name}:${answer.reference}`);
      else await insertAttempt(tx, { id: randomUUID(), customerId, method, outcome: answer.outcome, reference: `${provider.name}:${answer.reference}`, createdAt: at });
      return answer.outcome;
    });
    return { outcome, verification: await state(customerId) };
  }

  const today = (site: SiteRecord) => {
    const { year, month, day } = zonedDate(now(), site.timeZone);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };

  return {
    /** `GET /v2/customer/verification`. */
    async state(customerId: string, site: SiteRecord): Promise<VerificationState> {
      await activeCustomer(customerId, site);
      return state(customerId);
    },

    /** `POST /v2/customer/verify`: the details against the provider's data sources. */
    async verifyDetails(customerId: string, site: SiteRecord, details: AddressCheck): Promise<VerifyResult> {
      refuseFields(detailsErrors({ ...details }, today(site)));
      return runCheck(customerId, site, 'auto_verification', () => provider.checkDetails(details));
    },

    /** `POST /v2/customer/verification/licence`: a driver's licence against the licence register. */
    async verifyLicence(customerId: string, site: SiteRecord, licence: LicenceCheck): Promise<VerifyResult> {
      refuseFields(licenceErrors({ ...licence }, today(site)));
      return runCheck(customerId, site, 'drivers_licence', () => provider.checkLicence(licence));
    },

    /**
     * `POST /v2/customer/verification`: stores documents for review, each checked by its content (PDF, JPEG or
     * PNG); all or none are stored.
     */
    async upload(customerId: string, site: SiteRecord, files: { fileName: string; content: Buffer }[]): Promise<UploadResult> {
      const customer = await activeCustomer(customerId, site);
      if (customer.isVerified) throw new AppError(ERROR_CODES.alreadyVerified);
      if (files.length === 0 || files.length > MAX_DOCUMENTS_PER_UPLOAD) throw new AppError(ERROR_CODES.invalidDocument, [VERIFICATION_TEXTS.fileCount], { errors: { files: [VERIFICATION_TEXTS.fileCount] } });
      // One at a time: decoding an image is CPU work, and two at once would only hold the other requests longer.
      const typed: { fileName: string; type: DocumentType; content: Buffer }[] = [];
      for (const file of files) {
        const checked = await checkedDocument(file.content);
        if (checked.type === null) {
          const shown = (file.fileName.split(/[\\/]/).pop() ?? '').replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 80);
          throw new AppError(ERROR_CODES.invalidDocument, [`"${shown}" ${checked.problem}. ${VERIFICATION_TEXTS.fileType}`], { errors: { files: [VERIFICATION_TEXTS.fileType] } });
        }
        typed.push({ fileName: file.fileName, type: checked.type, content: checked.content });
      }
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const waiting = await pendingCount(tx, customerId);
        if (waiting + files.length > MAX_PENDING_DOCUMENTS) throw new AppError(ERROR_CODES.tooManyPendingDocuments, [waiting]);
        const at = now();
        for (const file of typed) {
          const { type } = file;
          await insertDocument(tx, { id: randomUUID(), customerId, siteKey: site.key, fileName: safeFileName(file.fileName, type), contentType: type, sizeBytes: file.content.length, sha256: createHash('sha256').update(file.content).digest('hex'), content: file.content, createdAt: at });
        }
      });
      const verification = await state(customerId);
      return { documents: verification.documents.slice(0, files.length), verification };
    },

    /** The review queue (ops): pending documents by default, oldest first. */
    queue: (status: 'pending' | 'approved' | 'rejected' | null, siteKey: string | null): Promise<QueuedDocument[]> => queue(db, status, siteKey),

    /**
     * Approves a pending document: the customer is verified (with every other pending document of theirs) and
     * told by email, in one transaction. 409 when it was already reviewed.
     */
    async approve(documentId: string, by: string): Promise<DocumentRecord> {
      return db.transaction(async (tx) => {
        const document = await pendingDocument(tx, documentId);
        const at = now();
        await reviewDocument(tx, documentId, { status: 'approved', note: null, by, at });
        await closePending(tx, document.customerId, { by, at });
        const customer = await findCustomer(tx, document.customerId);
        if (!customer!.isVerified) await markVerified(tx, document.customerId, 'photo_id_upload', at, `document:${documentId}`);
        const site = await options.site(document.siteKey);
        await outbox.enqueue(tx, { siteKey: document.siteKey, to: customer!.email, template: 'verification-approved', firstname: customer!.firstname, body: approvedEmail({ site: site ?? { name: document.siteKey } }), dedupeKey: `verification-approved:${document.customerId}` });
        return { ...document, status: 'approved' as const, reviewedBy: by, reviewedAt: at };
      });
    },

    /** Rejects a pending document with the reason the customer reads (by email and on the page). */
    async reject(documentId: string, by: string, reason: string): Promise<DocumentRecord> {
      return db.transaction(async (tx) => {
        const document = await pendingDocument(tx, documentId);
        const at = now();
        await reviewDocument(tx, documentId, { status: 'rejected', note: reason, by, at });
        const customer = await findCustomer(tx, document.customerId);
        const site = await options.site(document.siteKey);
        await outbox.enqueue(tx, { siteKey: document.siteKey, to: customer!.email, template: 'verification-rejected', firstname: customer!.firstname, body: rejectedEmail({ fileName: document.fileName, reason, site: site ?? { name: document.siteKey } }), dedupeKey: `verification-rejected:${documentId}` });
        return { ...document, status: 'rejected' as const, reviewNote: reason, reviewedBy: by, reviewedAt: at };
      });
    },
  };

  async function pendingDocument(tx: Transaction, documentId: string): Promise<DocumentRecord> {
    const document = await lockDocument(tx, documentId);
    if (!document) throw new AppError(ERROR_CODES.verificationDocumentNotFound, [documentId]);
    if (document.status !== 'pending') throw new AppError(ERROR_CODES.documentAlreadyReviewed, [documentId, document.status, document.reviewedBy ?? 'ops']);
    return document;
  }
}
