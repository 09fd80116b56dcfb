import type { DocumentType } from '@drawfront/shared/rules/identity-verification';

// Signatures at the start of each accepted format: what a file is comes from its bytes, never its name.
const SIGNATURES: readonly { type: DocumentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The accepted type the content shows (PDF, PNG or JPEG by its magic bytes), or null. */
export function sniffDocumentType(content: Uint8Array): DocumentType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte)) return type;
  }
  return null;
}

const EXTENSION: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * A name safe to show and log: the last path segment, only letters, digits and `._- `, at most 80 characters,
 * and an extension that matches the content (a PNG called `id.pdf` is kept as `id.png`).
 */
export function safeFileName(name: string, type: DocumentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const clean = base.replace(/[^A-Za-z0-9._ -]+/g, '_').replace(/^[. ]+/, '').slice(0, 72).trim();
  return `${clean || 'document'}.${EXTENSION[type]}`;
}
