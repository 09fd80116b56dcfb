import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildVerification } from '../../../testing/build-verification';
import { renderVerification } from '../../../testing/render-verification';
import type { Handler } from '../../../testing/render-verification';
import { ManualVerificationPage } from './manual-verification-page';

const page = (handlers: Record<string, Handler>) =>
  renderVerification((props) => <ManualVerificationPage api={props.api} i18n={props.i18n} site={props.site} />, '/my-account/manual-verification', handlers);

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

async function choose(...files: File[]) {
  const input = (await screen.findByLabelText('Your ID (front, and back if it has one)')) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send for review' })));
  return input;
}

describe('/my-account/manual-verification', () => {
  it('sends the chosen files as multipart files and shows them waiting for review', async () => {
    const { request } = page({
      'GET /customer/verification': () => buildVerification({ documentRequired: true }),
      'POST /customer/verification': () => ({ documents: [], verification: buildVerification({ upload: 'pending' }) }),
    });
    await choose(file('front.png', 'image/png'), file('back.jpg', 'image/jpeg'));
    const sent = request.mock.calls.map(([r]: [ApiRequest]) => r).find((r) => r.method === 'POST');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent!.body as FormData).getAll('files').map((part) => (part as File).name)).toEqual(['front.png', 'back.jpg']);
    expect(await screen.findByRole('heading', { name: 'Thanks: your ID is with our team' })).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
  });

  it.each([
    ['a text file', [file('notes.txt', 'text/plain')], 'Upload a PDF, JPEG or PNG file.'],
    ['a file over 5 MB', [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)], 'Each file must be 5 MB or smaller.'],
    ['three files', [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')], 'Upload one or 2 files (the front and back of your ID).'],
    ['no file', [], 'Upload one or 2 files (the front and back of your ID).'],
  ])('refuses %s before sending, on the input', async (_name, files, message) => {
    const { request } = page({ 'GET /customer/verification': () => buildVerification() });
    const input = await choose(...files);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(input);
    expect(request.mock.calls.filter(([r]: [ApiRequest]) => r.method === 'POST')).toEqual([]);
  });

  it("shows the API's refusal of the content (a .png that is not a picture)", async () => {
    page({
      'GET /customer/verification': () => buildVerification(),
      'POST /customer/verification': () => {
        throw new ApiError({ status: 422, message: '"id.png" is not a PDF, JPEG or PNG file. Upload a PDF, JPEG or PNG file.', code: 'invalid_document', errors: { files: ['Upload a PDF, JPEG or PNG file.'] }, result: null, reported: false, context: 'test' });
      },
    });
    await choose(file('id.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload a PDF, JPEG or PNG file.');
  });

  it('shows why a document was not accepted, and no upload once verified', async () => {
    page({ 'GET /customer/verification': () => buildVerification({ upload: 'rejected', reviewNote: 'The photo is too blurry to read.' }) });
    expect(await screen.findByText('The photo is too blurry to read.')).toBeTruthy();
    expect(screen.getByText('Not accepted')).toBeTruthy();
  });

  it('offers no upload to a verified customer', async () => {
    page({ 'GET /customer/verification': () => buildVerification({ isVerified: true, upload: 'approved' }) });
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.queryByLabelText('Your ID (front, and back if it has one)')).toBeNull();
    expect(screen.getByText('Accepted')).toBeTruthy();
  });
});
