import { Type } from 'typebox';
import { PatternString } from '../../lib/typebox';

export const TRANSLATION_TYPES = ['image', 'markdown', 'plain', 'seo', 'json'] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];

export const TranslationParamsSchema = Type.Object({
  locale: PatternString('^[a-z]{2}-[A-Z]{2}$', 'must be a locale like en-AU'),
});

const Name = PatternString('^[A-Za-z0-9_.-]+$', 'may hold only letters, digits, dot, hyphen and underscore', { minLength: 1, maxLength: 64 });

/** `c`, `id` and `t` may each repeat (`c=header&c=footer`); a single value is read as a list of one. */
export const TranslationQuerySchema = Type.Object({
  c: Type.Optional(Type.Array(Name, { maxItems: 50 })),
  id: Type.Optional(Type.Array(Name, { maxItems: 200 })),
  t: Type.Optional(Type.Array(Type.Enum([...TRANSLATION_TYPES]), { maxItems: 5 })),
});

export const TranslationItemsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      category: Type.String(),
      type: Type.Enum([...TRANSLATION_TYPES]),
      // JSON and SEO items carry a JSON document as text; the client parses what it asked for.
      value: Type.String(),
    }),
  ),
});
