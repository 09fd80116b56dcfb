// Builders for identity verification tests: the details and licence bodies, multipart uploads and sample files.
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers } from '../src/db/schema';
import { asCustomer } from './customers';
import type { TestContext } from './helper';

export const DAY_MS = 86_400_000;

/** A small real image: `width` × `height` pixels of a gradient (so re-encoding has something to keep). */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i * 37) % 256, (i * 11) % 256, (i * 5) % 256, 255], i * 4);
  return data;
}

function samplePng(width = 6, height = 4): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}

/** Small real files of each accepted kind, and some that only pretend to be. */
export const SAMPLE_FILES = {
  png: samplePng(),
  jpeg: Buffer.from(jpeg.encode({ data: pixels(16, 8), width: 16, height: 8 }, 90).data),
  // One blank page: the least a parser takes for a PDF.
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  text: Buffer.from('this is plain text pretending to be a picture\n'),
  /** The right first bytes, then noise: what a magic-byte check alone let through. */
  fakePdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 131 + 7) % 256))]),
  fakePng: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  fakeJpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  /** A real PNG that claims 20,000 × 20,000 pixels (400 MP) in its header: refused before it is inflated. */
  hugePng: (() => {
    const png = samplePng(1, 1);
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    return png;
  })(),
  /** A real PNG with something appended after its end: stored without it. */
  pngWithPayload: Buffer.concat([samplePng(), Buffer.from('<script>alert(1)</script>')]),
};

/** The pixels of a stored PNG or JPEG, to compare with what was sent. */
export function decodedPng(content: Buffer): { width: number; height: number; data: Buffer } {
  return PNG.sync.read(content);
}

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
