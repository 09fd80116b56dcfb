import { and, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerDetails, customers } from '../../db/schema';

/** The details of one customer as stored: the `customers` record's part and the `customer_details` row's. */
export interface StoredDetails {
  customerId: string;
  siteKey: string;
  firstname: string;
  lastname: string;
  email: string;
  dateOfBirth: string;
  state: string;
  accountUpgrade: boolean;
  closed: boolean;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  postcode: string;
  country: string;
  addressConfirmationRequired: boolean;
  emailConfirmationRequired: boolean;
}

const COLUMNS = {
  customerId: customers.id,
  siteKey: customers.siteKey,
  firstname: customers.firstname,
  lastname: customers.lastname,
  email: customers.email,
  dateOfBirth: customers.dateOfBirth,
  state: customers.state,
  accountUpgrade: customers.accountUpgrade,
  closedAt: customers.closedAt,
  phone: customerDetails.phone,
  addressLine1: customerDetails.addressLine1,
  addressLine2: customerDetails.addressLine2,
  suburb: customerDetails.suburb,
  postcode: customerDetails.postcode,
  country: customerDetails.country,
  addressConfirmationRequired: customerDetails.addressConfirmationRequired,
  emailConfirmationRequired: customerDetails.emailConfirmationRequired,
};

type Row = { [K in keyof typeof COLUMNS]: unknown };

function toStored(row: Row): StoredDetails {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    customerId: text(row.customerId),
    siteKey: text(row.siteKey),
    firstname: text(row.firstname),
    lastname: text(row.lastname),
    email: text(row.email),
    dateOfBirth: text(row.dateOfBirth),
    state: text(row.state),
    accountUpgrade: row.accountUpgrade === true,
    closed: row.closedAt !== null,
    phone: text(row.phone),
    addressLine1: text(row.addressLine1),
    addressLine2: text(row.addressLine2),
    suburb: text(row.suburb),
    postcode: text(row.postcode),
    country: text(row.country),
    addressConfirmationRequired: row.addressConfirmationRequired === true,
    emailConfirmationRequired: row.emailConfirmationRequired === true,
  };
}

/** The customer's details (a customer who never changed them has no details row: empty address); `lock` takes the customer row's lock. */
export async function findDetails(executor: Executor, customerId: string, options: { lock?: boolean } = {}): Promise<StoredDetails | null> {
  const query = executor.select(COLUMNS).from(customers).leftJoin(customerDetails, eq(customerDetails.customerId, customers.id)).where(eq(customers.id, customerId));
  const [row] = options.lock ? await query.for('update', { of: customers }) : await query;
  return row ? toStored(row) : null;
}

/** Whether another customer of the site already signs in with `email` (stored lower-cased). */
export async function emailTaken(executor: Executor, siteKey: string, email: string, exceptCustomerId: string): Promise<boolean> {
  const [row] = await executor.select({ id: customers.id }).from(customers).where(and(eq(customers.siteKey, siteKey), eq(customers.email, email), ne(customers.id, exceptCustomerId)));
  return row !== undefined;
}

export interface DetailsWrite {
  customer: Partial<{ firstname: string; lastname: string; email: string; dateOfBirth: string; state: string; accountUpgrade: boolean }>;
  details: Partial<{
    phone: string;
    addressLine1: string;
    addressLine2: string;
    suburb: string;
    postcode: string;
    country: string;
    addressConfirmationRequired: boolean;
    emailConfirmationRequired: boolean;
    addressTokenHash: string | null;
    addressTokenExpiresAt: Date | null;
    emailTokenHash: string | null;
    emailTokenExpiresAt: Date | null;
  }>;
}

/** Writes a change to both tables (the details row is made on the first change). */
export async function writeDetails(executor: Executor, customerId: string, change: DetailsWrite, at: Date): Promise<void> {
  if (Object.keys(change.customer).length > 0) await executor.update(customers).set(change.customer).where(eq(customers.id, customerId));
  await executor
    .insert(customerDetails)
    .values({ customerId, ...change.details, updatedAt: at })
    .onConflictDoUpdate({ target: customerDetails.customerId, set: { ...change.details, updatedAt: at } });
}

export type ConfirmationKind = 'address' | 'email';

/** The customer whose unexpired confirmation link of `kind` has this token hash, or null. */
export async function customerOfToken(executor: Executor, kind: ConfirmationKind, tokenHash: string, at: Date): Promise<string | null> {
  const [row] = await executor
    .select({ customerId: customerDetails.customerId })
    .from(customerDetails)
    .where(kind === 'address' ? and(eq(customerDetails.addressTokenHash, tokenHash), gt(customerDetails.addressTokenExpiresAt, at)) : and(eq(customerDetails.emailTokenHash, tokenHash), gt(customerDetails.emailTokenExpiresAt, at)));
  return row?.customerId ?? null;
}
