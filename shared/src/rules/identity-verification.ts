/**
 * Identity verification rules the API enforces and the account pages show before sending:
 * the details and licence fields, and what a manual upload may be. The spec gives no texts for them ("Other
 * form rules: not shown"): these are ours.
 */

/** Documents accepted for manual review, by the type their content shows (never by name or declared type). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The largest file accepted (5 MB) and how many one upload may carry (front and back of a card). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 2;
/** Checks each of the automatic and licence methods allows before only an upload is left. */
export const MAX_CHECK_ATTEMPTS = 3;
/** Minimum age to play (groups spec §5: minimum registration age default 18). */
export const MINIMUM_AGE = 18;

export const VERIFICATION_TEXTS = {
  firstname: 'Enter your first name as it appears on your ID.',
  lastname: 'Enter your last name as it appears on your ID.',
  dateOfBirth: 'Enter your date of birth.',
  underAge: `You must be ${MINIMUM_AGE} or over to play.`,
  streetAddress: 'Enter your street address.',
  suburb: 'Enter your suburb.',
  postcode: 'Enter a 4 digit postcode.',
  state: 'Choose your state or territory.',
  licenceNumber: 'Enter your licence number: 4 to 10 letters and digits.',
  licenceState: 'Choose the state or territory that issued your licence.',
  cardNumber: 'Enter the card number: 4 to 12 letters and digits.',
  fileType: 'Upload a PDF, JPEG or PNG file.',
  fileSize: `Each file must be ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB or smaller.`,
  fileCount: `Upload one or ${MAX_DOCUMENTS_PER_UPLOAD} files (the front and back of your ID).`,
} as const;

/** States and territories of Australia (licences are issued by these). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const NAME = /^[\p{L}][\p{L} .'-]{0,49}$/u;
const LICENCE = /^[A-Za-z0-9]{4,10}$/;
const CARD = /^[A-Za-z0-9]{4,12}$/;

/** Age in whole years on `today` (ISO dates), or null when `dateOfBirth` is not a real date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age < 0 || age > 130 ? null : age;
}

type Fields = Record<string, string | undefined>;

function personErrors(fields: Fields, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!NAME.test((fields.firstname ?? '').trim())) errors.firstname = VERIFICATION_TEXTS.firstname;
  if (!NAME.test((fields.lastname ?? '').trim())) errors.lastname = VERIFICATION_TEXTS.lastname;
  const age = ageOn(fields.dateOfBirth ?? '', today);
  if (age === null) errors.dateOfBirth = VERIFICATION_TEXTS.dateOfBirth;
  else if (age < MINIMUM_AGE) errors.dateOfBirth = VERIFICATION_TEXTS.underAge;
  return errors;
}

/** Field errors of the details form (camelCase keys), empty when it may be sent. `today` is an ISO date. */
export function detailsErrors(fields: Fields, today: string): Record<string, string> {
  const errors = personErrors(fields, today);
  if (!(fields.streetAddress ?? '').trim() || (fields.streetAddress ?? '').length > 100) errors.streetAddress = VERIFICATION_TEXTS.streetAddress;
  if (!(fields.suburb ?? '').trim() || (fields.suburb ?? '').length > 50) errors.suburb = VERIFICATION_TEXTS.suburb;
  if (!/^\d{4}$/.test(fields.postcode ?? '')) errors.postcode = VERIFICATION_TEXTS.postcode;
  if (!(AU_STATES as readonly string[]).includes(fields.state ?? '')) errors.state = VERIFICATION_TEXTS.state;
  return errors;
}

/** Field errors of the licence form (camelCase keys), empty when it may be sent. */
export function licenceErrors(fields: Fields, today: string): Record<string, string> {
  const errors = personErrors(fields, today);
  if (!LICENCE.test(fields.licenceNumber ?? '')) errors.licenceNumber = VERIFICATION_TEXTS.licenceNumber;
  if (!(AU_STATES as readonly string[]).includes(fields.licenceState ?? '')) errors.licenceState = VERIFICATION_TEXTS.licenceState;
  if (fields.cardNumber !== undefined && fields.cardNumber !== '' && !CARD.test(fields.cardNumber)) errors.cardNumber = VERIFICATION_TEXTS.cardNumber;
  return errors;
}

/** The problem with a file chosen for upload before it is sent (the API checks the content again), or null. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) return VERIFICATION_TEXTS.fileSize;
  const byName = /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!byName || (file.type !== '' && !(DOCUMENT_TYPES as readonly string[]).includes(file.type))) return VERIFICATION_TEXTS.fileType;
  return null;
}
