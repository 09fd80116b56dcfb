import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import type { DocumentType } from '@drawfront/shared/rules/identity-verification';
import { sniffDocumentType } from './document-type';

/**
 * The most pixels an uploaded image may hold. A phone photo of a licence is 12–48 MP; a 5 MB PNG of a
 * plain colour can claim far more and would take gigabytes to decode (a decompression bomb).
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
/** JPEG re-encoding quality: a reviewer reads a licence's small print at this. */
const JPEG_QUALITY = 92;

export type CheckedDocument = { type: DocumentType; content: Buffer } | { type: null; problem: string };

const KIND: Record<DocumentType, string> = { 'application/pdf': 'a PDF', 'image/png': 'a PNG image', 'image/jpeg': 'a JPEG image' };

/**
 * What an uploaded document really is, read as far as it takes to know. Magic bytes alone let "%PDF-" and
 * random bytes through. Images are decoded and encoded afresh, so what is kept holds only pixels: no
 * metadata (a photo's location), no bytes appended after the image, nothing a viewer might run. A PDF must
 * parse, unencrypted, with at least one page; it is kept as sent (re-writing it could break what a reviewer
 * must see). Anything else is refused with what was wrong.
 */
export async function checkedDocument(content: Buffer): Promise<CheckedDocument> {
  const type = sniffDocumentType(content);
  if (type === null) return { type: null, problem: 'is not a PDF, JPEG or PNG file' };
  try {
    if (type === 'image/png') return { type, content: reencodedPng(content) };
    if (type === 'image/jpeg') return { type, content: reencodedJpeg(content) };
    return { type, content: await checkedPdf(content) };
  } catch (error) {
    return { type: null, problem: `could not be read as ${KIND[type]}: ${error instanceof DocumentProblem ? error.message : 'the file is damaged or incomplete'}` };
  }
}

/** A problem worth telling the customer in words (other parse errors are shown as a damaged file). */
class DocumentProblem extends Error {}

function checkPixels(width: number, height: number): void {
  if (width === 0 || height === 0) throw new DocumentProblem('it has no pixels');
  if (width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000) throw new DocumentProblem(`it is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels`);
}

function reencodedPng(content: Buffer): Buffer {
  // IHDR comes first after the signature: width and height are checked before anything is inflated.
  if (content.length < 33 || content.toString('latin1', 12, 16) !== 'IHDR') throw new DocumentProblem('it has no image header');
  checkPixels(content.readUInt32BE(16), content.readUInt32BE(20));
  const image = PNG.sync.read(content.subarray(0, pngEnd(content)), { checkCRC: true });
  return PNG.sync.write(image, { colorType: 6 });
}

/** Where a PNG's IEND chunk ends, walking its chunks: whatever a file carries after it is not the image's. */
function pngEnd(content: Buffer): number {
  let at = 8;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const next = at + 12 + length;
    if (content.toString('latin1', at + 4, at + 8) === 'IEND') return next;
    at = next;
  }
  throw new DocumentProblem('it ends before its last chunk');
}

function reencodedJpeg(content: Buffer): Buffer {
  const image = jpeg.decode(content, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_IMAGE_MEGAPIXELS, maxMemoryUsageInMB: 4 * MAX_IMAGE_MEGAPIXELS + 64 });
  checkPixels(image.width, image.height);
  return Buffer.from(jpeg.encode({ data: image.data, width: image.width, height: image.height }, JPEG_QUALITY).data);
}

async function checkedPdf(content: Buffer): Promise<Buffer> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(content, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (error) {
    if ((error as Error).name === 'EncryptedPDFError') throw new DocumentProblem('it is protected by a password');
    throw error;
  }
  if (pdf.getPageCount() === 0) throw new DocumentProblem('it has no pages');
  return content;
}
