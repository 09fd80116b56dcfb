// Manual verification: uploads checked by their content and size, stored for review, and the
// review through the ops calls: approval verifies and mails the customer, rejection mails the reason.
import { and, eq } from 'drizzle-orm';
import { outboxEmails, verificationDocuments } from '../src/db/schema';
import { MAX_DOCUMENT_BYTES } from '@drawfront/shared/rules/identity-verification';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { decodedPng, SAMPLE_FILES, upload, verificationOf } from './verification';

describe.each(backends())('identity verification uploads on %s', (backend) => {
  const t = setupApp(backend);
  const stored = (customerId: string) => t.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.customerId, customerId));
  const mails = (to: string, template: string) => t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, template)));
  const queue = (query = '') => t.inject({ method: 'GET', url: `/platform/verification/documents${query}`, headers: t.ops() });
  const review = (id: string, action: 'approve' | 'reject', payload?: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/platform/verification/documents/${id}/${action}`, headers: t.ops('reviewer'), ...(payload ? { payload } : {}) });

  it('stores a PNG and a PDF by their content, under safe names, for review', async () => {
    const session = await signUp(t);
    const response = await upload(t, session, [
      { name: '../../etc/front<script>.png', content: SAMPLE_FILES.png, type: 'image/png' },
      // Named .jpg, sent as a PDF: kept as the PDF it is.
      { name: 'back.jpg', content: SAMPLE_FILES.pdf, type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.documents.map((d: { fileName: string; contentType: string; status: string }) => [d.fileName, d.contentType, d.status]).sort()).toEqual([
      ['back.pdf', 'application/pdf', 'pending'],
      ['front_script_.png', 'image/png', 'pending'],
    ]);
    expect(body.verification).toMatchObject({ isVerified: false, methods: [{}, {}, { type: 'photo_id_upload', status: 'pending', outcome: null }] });
    const rows = await stored(session.customer.customerId);
    // The PDF as sent; the image decoded and encoded afresh, the same pixels.
    expect(rows.find((row) => row.contentType === 'application/pdf')!.content.equals(SAMPLE_FILES.pdf)).toBe(true);
    const png = rows.find((row) => row.contentType === 'image/png')!;
    expect(decodedPng(png.content)).toMatchObject({ width: 6, height: 4, data: decodedPng(SAMPLE_FILES.png).data });
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps only the pixels of an image: bytes appended after a PNG are not stored, and the size shown is what is kept', async () => {
    const session = await signUp(t);
    const response = await upload(t, session, [{ name: 'front.png', content: SAMPLE_FILES.pngWithPayload }, { name: 'back.jpg', content: SAMPLE_FILES.jpeg }]);
    expect(response.statusCode).toBe(201);
    const rows = await stored(session.customer.customerId);
    const png = rows.find((row) => row.contentType === 'image/png')!;
    expect(png.content.includes('<script>')).toBe(false);
    expect(decodedPng(png.content).data.equals(decodedPng(SAMPLE_FILES.png).data)).toBe(true);
    const jpegRow = rows.find((row) => row.contentType === 'image/jpeg')!;
    expect(jpegRow.content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const shown = (await verificationOf(t, session)).json().documents;
    expect(shown.map((d: { size: number }) => d.size).sort()).toEqual([png.sizeBytes, jpegRow.sizeBytes].sort());
  });

  it.each([
    ['"%PDF-" followed by noise', 'id.pdf', SAMPLE_FILES.fakePdf, '"id.pdf" could not be read as a PDF: the file is damaged or incomplete.'],
    ['a PNG signature followed by noise', 'id.png', SAMPLE_FILES.fakePng, '"id.png" could not be read as a PNG image: it has no image header.'],
    ['a JPEG signature followed by noise', 'id.jpg', SAMPLE_FILES.fakeJpeg, '"id.jpg" could not be read as a JPEG image: the file is damaged or incomplete.'],
    ['a PNG that claims 400 megapixels', 'id.png', SAMPLE_FILES.hugePng, '"id.png" could not be read as a PNG image: it is larger than 50 megapixels.'],
  ])('refuses %s with what was wrong, storing nothing', async (_name, fileName, content, message) => {
    const session = await signUp(t);
    const refused = expectError(await upload(t, session, [{ name: fileName, content }]), 422, 'invalid_document');
    expect(refused.messages[0]!.message).toBe(`${message} Upload a PDF, JPEG or PNG file.`);
    expect(refused.errors.files).toEqual(['Upload a PDF, JPEG or PNG file.']);
    expect(await stored(session.customer.customerId)).toEqual([]);
  });

  it.each([
    ['text named .png', [{ name: 'id.png', content: SAMPLE_FILES.text, type: 'image/png' }], 422, 'invalid_document'],
    ['an empty file', [{ name: 'id.pdf', content: Buffer.alloc(0), type: 'application/pdf' }], 422, 'invalid_document'],
    ['a file over 5 MB', [{ name: 'id.png', content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(MAX_DOCUMENT_BYTES)]), type: 'image/png' }], 413, 'document_too_large'],
    ['three files', [0, 1, 2].map((n) => ({ name: `id-${n}.png`, content: SAMPLE_FILES.png })), 422, 'invalid_document'],
    ['a part named otherwise', [{ field: 'document', name: 'id.png', content: SAMPLE_FILES.png }], 422, 'invalid_document'],
    ['no file at all', [], 422, 'invalid_document'],
  ])('refuses %s, storing nothing', async (_name, parts, status, code) => {
    const session = await signUp(t);
    expectError(await upload(t, session, parts), status, code);
    expect(await stored(session.customer.customerId)).toEqual([]);
  });

  it('refuses a good file next to a bad one (all or nothing), JSON, a broken body and no session', async () => {
    const session = await signUp(t);
    const mixed = expectError(await upload(t, session, [{ name: 'a.png', content: SAMPLE_FILES.png }, { name: 'b.png', content: SAMPLE_FILES.text }]), 422, 'invalid_document');
    expect(mixed.messages[0]!.message).toBe('"b.png" is not a PDF, JPEG or PNG file. Upload a PDF, JPEG or PNG file.');
    expect(mixed.errors.files).toEqual(['Upload a PDF, JPEG or PNG file.']);
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/verification', payload: { files: 'x' } }), 415, 'unsupported_media_type');
    const broken = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/verification', headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG' });
    expect(broken.statusCode).toBe(400);
    expectError(await t.inject({ method: 'POST', url: '/v2/customer/verification', sign: 'drawfront' }), 401, 'unauthorised');
    expect(await stored(session.customer.customerId)).toEqual([]);
  });

  it("shows each customer only their own documents, and ops see whose each is", async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    await upload(t, first, [{ name: 'mine.jpg', content: SAMPLE_FILES.jpeg }]);
    expect((await verificationOf(t, second)).json().documents).toEqual([]);
    const [kept] = await stored(first.customer.customerId);
    expect((await verificationOf(t, first)).json().documents).toEqual([expect.objectContaining({ fileName: 'mine.jpg', contentType: 'image/jpeg', size: kept!.sizeBytes })]);
    const listed = (await queue()).json().documents.filter((d: { customerId: string }) => d.customerId === first.customer.customerId);
    expect(listed).toEqual([expect.objectContaining({ status: 'pending', email: first.customer.email, name: 'Pat Player', site: 'drawfront' })]);
  });

  it('approves: the customer is verified (every pending document settled) and emailed once; a second review is refused', async () => {
    const session = await signUp(t);
    const { documents } = (await upload(t, session, [{ name: 'front.png', content: SAMPLE_FILES.png }, { name: 'back.png', content: SAMPLE_FILES.png }])).json();
    const approved = await review(documents[0].id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ customerId: session.customer.customerId, document: { id: documents[0].id, status: 'approved' } });
    const state = (await verificationOf(t, session)).json();
    expect(state).toMatchObject({ isVerified: true, methods: [{}, {}, { type: 'photo_id_upload', status: 'attempted', outcome: 'verified' }] });
    expect(state.documents.map((d: { status: string }) => d.status)).toEqual(['approved', 'approved']);
    expect((await stored(session.customer.customerId)).every((row) => row.reviewedBy === 'reviewer')).toBe(true);
    const [mail, ...more] = await mails(session.customer.email, 'verification-approved');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your Drawfront account is verified');
    expect(mail!.text).toContain('your identity is now verified');
    // In the site's layout: both parts, and its link absolute on the site's public URL.
    expect(mail!.text).toMatch(/^Your account: https?:\/\/[^/\s]+\/my-account$/m);
    expect(mail!.html).toMatch(/^<!doctype html>[\s\S]*<a href="https?:\/\/[^/"]+\/my-account"/);
    const again = expectError(await review(documents[1].id, 'approve'), 409, 'document_already_reviewed');
    expect(again.messages[0]!.message).toBe(`document '${documents[1].id}' was already approved by reviewer: nothing was changed`);
    expectError(await upload(t, session, [{ name: 'more.png', content: SAMPLE_FILES.png }]), 409, 'already_verified');
  });

  it('rejects with a reason the customer reads on the page and by email, and the customer may upload again', async () => {
    const session = await signUp(t);
    const { documents } = (await upload(t, session, [{ name: 'blurry.jpg', content: SAMPLE_FILES.jpeg }])).json();
    expectError(await review(documents[0].id, 'reject', {}), 422, 'validation_failed');
    const rejected = await review(documents[0].id, 'reject', { reason: 'The photo is too blurry to read.' });
    expect(rejected.json().document).toMatchObject({ status: 'rejected', reviewNote: 'The photo is too blurry to read.' });
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: false, methods: [{}, {}, { status: 'attempted', outcome: 'failed' }], documents: [{ status: 'rejected', reviewNote: 'The photo is too blurry to read.' }] });
    const [mail] = await mails(session.customer.email, 'verification-rejected');
    expect(mail!.text).toContain('We could not accept the document you sent (blurry.jpg): The photo is too blurry to read.');
    expect(mail!.text).toMatch(/^Verify my account: https?:\/\/[^/\s]+\/my-account\/verify-account$/m);
    expect(mail!.html).toContain('The photo is too blurry to read.');
    expectError(await review(documents[0].id, 'approve'), 409, 'document_already_reviewed');
    expect((await upload(t, session, [{ name: 'sharp.jpg', content: SAMPLE_FILES.jpeg }])).statusCode).toBe(201);
  });

  it('refuses reviews of unknown or malformed ids and without the ops token', async () => {
    expectError(await review('00000000-0000-4000-8000-000000000000', 'approve'), 404, 'verification_document_not_found');
    expectError(await review('not-a-uuid', 'approve'), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/platform/verification/documents' }), 401, 'ops_unauthorised');
    expectError(await queue('?status=lost'), 422, 'validation_failed');
  });
});
