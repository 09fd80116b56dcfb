import { ACCOUNT_CLOSURE_DETAILS_MAX, ACCOUNT_CLOSURE_REASONS } from '@drawfront/shared/rules/account-closure';
import type { AccountClosure, CloseAccountRequest } from '@drawfront/shared/rules/account-closure';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

const ReasonSchema = Type.Enum([...ACCOUNT_CLOSURE_REASONS]);

/** `DELETE /customer` (a form, groups spec §7): why, and optionally in the customer's words. */
export const CloseAccountBodySchema = Type.Object(
  {
    reason: ReasonSchema,
    details: Type.Optional(Type.String({ maxLength: ACCOUNT_CLOSURE_DETAILS_MAX })),
  },
  { additionalProperties: false },
);
assertType<SameShape<Static<typeof CloseAccountBodySchema>, CloseAccountRequest>>();

export const AccountClosureSchema = Type.Object({
  closedAt: Type.String({ format: 'date-time' }),
  reason: ReasonSchema,
  recordsKeptUntil: Type.String({ format: 'date-time' }),
});
assertType<SameShape<Static<typeof AccountClosureSchema>, AccountClosure>>();
