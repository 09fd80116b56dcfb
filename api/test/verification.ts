// Builders for identity verification tests: the details and licence bodies, multipart uploads and sample files.
import { eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers } from '../src/db/schema';
import { asCustomer } from './customers';
import type { TestContext } from './helper';

export const DAY_MS = 86_400_000;

/** The smallest files of each accepted kind (their magic bytes and a little more). */
export const SAMPLE_FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  text: Buffer.from('this is plain text pretending to be a picture\n'),
};

export function detailsBody(overrides: Record<string, unknown> = {}) {
  return { firstname: 'Pat', lastname: 'Player', date_of_birth: '1990-04-01', street_address: '1 George Street', suburb: 'Sydney', postcode: '2000', state: 'NSW', ...overrides };
}

export function licenceBody(overrides: Record<string, unknown> = {}) {
  return { firstname: 'Pat', lastname: 'Player', date_of_birth: '1990-04-01', licence_number: '12345678', licence_state: 'NSW', ...overrides };
}

/** A multipart/form-data body of `files` parts (and any other parts given). */
export function multipartBody(parts: { field?: string; name: string; content: Buffer; type?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----drawfront${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(t: TestContext, session: LoginResult, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(parts);
  return asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/verification', headers, payload });
}

export function verificationOf(t: TestContext, session: LoginResult) {
  return asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/verification' });
}

/** Moves the customer's sign-up `days` into the past (the deadline counts from it). */
export async function signedUpDaysAgo(t: TestContext, customerId: string, days: number): Promise<void> {
  await t.database.db.update(customers).set({ createdAt: new Date(Date.now() - days * DAY_MS) }).where(eq(customers.id, customerId));
}
