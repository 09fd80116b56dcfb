import type { Customer, WithdrawableFunds } from '@drawfront/shared/contract/customer';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MIGRATION_STATUSES } from '@drawfront/shared/contract/migration';
import { assertType, Nullable } from '../../lib/typebox';
import { PlayBreakSchema } from '../play-breaks/schemas';
import { AmountSchema } from '../../schemas/money';
import type { SameShape } from '../../lib/typebox';

export const CustomerSchema = Type.Object({
  customerId: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  state: Type.String(),
  balance: AmountSchema,
  availableFunds: AmountSchema,
  pricingId: Type.String(),
  segmentName: Type.String(),
  isVerified: Type.Boolean(),
  forcePasswordChange: Type.Boolean(),
  accountUpgrade: Type.Boolean(),
  preCommitment: Nullable(Type.Object({ limit: AmountSchema, spentThisPeriod: AmountSchema })),
  emailOptIn: Type.Boolean(),
  playBreak: Nullable(PlayBreakSchema),
  addressConfirmationRequired: Type.Boolean(),
  emailAddressConfirmationRequired: Type.Boolean(),
  migrationStatus: Type.Optional(Type.Enum([...MIGRATION_STATUSES])),
  countryBanned: Type.Optional(Type.Boolean()),
  countryBannedConfirmationRequired: Type.Optional(Type.Boolean()),
});

assertType<SameShape<Static<typeof CustomerSchema>, Customer>>();

export const WithdrawableFundsSchema = Type.Object({ withdrawableFunds: AmountSchema, balance: AmountSchema });

assertType<SameShape<Static<typeof WithdrawableFundsSchema>, WithdrawableFunds>>();
