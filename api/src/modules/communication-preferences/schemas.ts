import type { CommunicationPreferences, CommunicationPreferencesUpdate } from '@drawfront/shared/contract/communication-preferences';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, PatternString, UuidString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

const Methods = Type.Object({ email: Type.Boolean(), phone: Type.Boolean(), sms: Type.Boolean(), directmail: Type.Boolean() });

export const CommunicationPreferencesSchema = Type.Object({
  features: Type.Object({ methodsEnabled: Type.Boolean(), methods: Methods }),
  preferences: Methods,
  unsubscribedOffers: Type.Array(Type.String()),
});
assertType<SameShape<Static<typeof CommunicationPreferencesSchema>, CommunicationPreferences>>();

const Choice = Type.Optional(Type.Boolean());

/** groups spec §7: "body preferences as a map of id to boolean; email unsubscribe is a PUT with preferences.email false and unsubscribeReasons". */
export const UpdatePreferencesBodySchema = Type.Object(
  {
    preferences: Type.Object({ email: Choice, phone: Choice, sms: Choice, directmail: Choice, push: Choice }, { additionalProperties: false, minProperties: 1 }),
    unsubscribeReasons: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
assertType<SameShape<Static<typeof UpdatePreferencesBodySchema>, CommunicationPreferencesUpdate>>();

export const CustomerParamsSchema = Type.Object({ id: UuidString() });
export const OfferParamsSchema = Type.Object({ id: UuidString(), productOfferKey: PatternString('^[a-z0-9_-]{1,64}$', 'must be a product offer key') });
/** The emailed link's signature (base64url of an HMAC-SHA256). */
export const SignatureQuerySchema = Type.Object({ signature: Type.Optional(PatternString('^[A-Za-z0-9_-]{43}$', 'must be the signature from the emailed link')) });
