import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD, VERIFICATION_TEXTS } from '@drawfront/shared/rules/identity-verification';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';

/** The multipart plugin's error codes, as the catalogue answers them. */
function uploadError(error: unknown, contentType: string): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ERROR_CODES.documentTooLarge, [VERIFICATION_TEXTS.fileSize], { errors: { files: [VERIFICATION_TEXTS.fileSize] } });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(ERROR_CODES.invalidDocument, [VERIFICATION_TEXTS.fileCount], { errors: { files: [VERIFICATION_TEXTS.fileCount] } });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(ERROR_CODES.uploadNotMultipart, [contentType || 'no content type']);
  return new AppError(ERROR_CODES.badRequest, ['the multipart body could not be read: send the documents as multipart/form-data in a field named files']);
}

/**
 * Reads the `files` parts of a multipart request into memory (each at most MAX_DOCUMENT_BYTES, at most
 * MAX_DOCUMENTS_PER_UPLOAD of them, no other fields); any other part or a broken body is refused.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }[]> {
  const contentType = String(request.headers['content-type'] ?? '');
  const files: { fileName: string; content: Buffer }[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS_PER_UPLOAD, fields: 0, parts: MAX_DOCUMENTS_PER_UPLOAD, fieldNameSize: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'files') {
        throw new AppError(ERROR_CODES.invalidDocument, [`unexpected part "${part.fieldname.slice(0, 20)}": send the documents in a field named files`], { errors: { files: [VERIFICATION_TEXTS.fileCount] } });
      }
      files.push({ fileName: part.filename, content: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error, contentType);
  }
  return files;
}
