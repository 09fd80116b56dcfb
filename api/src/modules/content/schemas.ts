import { Type } from 'typebox';

const Collection = Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' });
const ItemId = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,99}$' });

export const CollectionParamsSchema = Type.Object({ collection: Collection });
export const ItemParamsSchema = Type.Object({ collection: Collection, id: ItemId });
export const FileParamsSchema = Type.Object({ id: Type.String({ pattern: '^[a-z0-9][a-z0-9_.-]{0,99}$' }) });

/** `fields`, `filter` (JSON: field → {operator: value}), `sort` (`-created`), `limit` (-1 all), `offset` or `page`, `meta`. */
export const ListQuerySchema = Type.Object({
  fields: Type.Optional(Type.String({ maxLength: 500 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: -1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  meta: Type.Optional(Type.String({ maxLength: 50 })),
  sv: Type.Optional(Type.String({ maxLength: 10 })),
});

/** A signed preview link's proof (`/preview?collection=…&id=…&expires=…&signature=…`). */
export const ItemQuerySchema = Type.Object({
  expires: Type.Optional(Type.Integer({ minimum: 0 })),
  signature: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' })),
  fields: Type.Optional(Type.String({ maxLength: 500 })),
  sv: Type.Optional(Type.String({ maxLength: 10 })),
});

export const ItemSchema = Type.Record(Type.String(), Type.Unknown());
export const ItemAnswerSchema = Type.Object({ data: ItemSchema });
export const ListAnswerSchema = Type.Object({
  data: Type.Array(ItemSchema),
  meta: Type.Optional(Type.Object({ totalCount: Type.Optional(Type.Integer()), filterCount: Type.Optional(Type.Integer()) })),
});

// One line of text: no line breaks (a subject goes into a mail header).
const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' });
const Email = Type.String({ maxLength: 254, pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$' });
const Message = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });

export const ContactBodySchema = Type.Object({ name: Line(100), email: Email, subject: Type.Optional(Line(150)), message: Message }, { additionalProperties: false });
export const ChatBodySchema = Type.Object({ name: Line(100), email: Email, message: Message }, { additionalProperties: false });
export const FeedbackBodySchema = Type.Object(
  {
    rating: Type.Union([Type.Literal('not_satisfied'), Type.Literal('neutral'), Type.Literal('satisfied')]),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    email: Type.Optional(Type.Union([Email, Type.Literal('')])),
    source: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export const SubmittedSchema = Type.Object({ data: Type.Object({ id: Type.String() }) });

export const PreviewLinkQuerySchema = Type.Object({ site: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), collection: Collection, id: ItemId });
