import { Type } from 'typebox';

/** The client that sent an event (storefront §3 "Feedback": clientInformation). */
const ClientInformation = Type.Object({
  buildKind: Type.Union([Type.Literal('release'), Type.Literal('internal')]),
  name: Type.Literal('Web'),
  version: Type.String({ maxLength: 40 }),
  timezone: Type.String({ maxLength: 60 }),
  locale: Type.String({ maxLength: 20 }),
});

/** The feedback event, exactly the spec's payload; rating is the analytics value (satisfied 1, neutral 0, not_satisfied -1). */
export const FeedbackEventSchema = Type.Object(
  {
    category: Type.Literal('user'),
    clientInformation: ClientInformation,
    comment: Type.String({ maxLength: 2000 }),
    email: Type.Union([Type.String({ maxLength: 254, pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$' }), Type.Literal('')]),
    eventType: Type.Literal('feedback_event'),
    name: Type.Literal('feedback'),
    rating: Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(-1)]),
    source: Type.String({ maxLength: 500 }),
    variant: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);

/** Any other analytics event (page views, tracked actions): a name and flat properties. */
export const AnalyticsEventSchema = Type.Object(
  {
    eventType: Type.Union([Type.Literal('page'), Type.Literal('track')]),
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9_./-]+$' }),
    properties: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]), { maxProperties: 20 })),
  },
  { additionalProperties: false },
);

export const EventBodySchema = Type.Union([FeedbackEventSchema, AnalyticsEventSchema]);
export const EventAcceptedSchema = Type.Object({ data: Type.Object({ id: Type.String() }) });
