/** The feedback modal's ratings (storefront §3 "Feedback"). */
export type FeedbackRating = 'not_satisfied' | 'neutral' | 'satisfied';

export const FEEDBACK_RATINGS: readonly FeedbackRating[] = ['not_satisfied', 'neutral', 'satisfied'];

/** Rating to analytics value (storefront §3): satisfied 1, neutral 0, not_satisfied -1. */
export const RATING_VALUE: Record<FeedbackRating, 1 | 0 | -1> = { satisfied: 1, neutral: 0, not_satisfied: -1 };

export interface FeedbackInput {
  rating: FeedbackRating;
  comment: string;
  email: string;
}

export interface FeedbackContext {
  /** release for production builds, internal otherwise. */
  buildKind: 'release' | 'internal';
  version: string;
  timezone: string;
  locale: string;
  /** The current path: where the feedback was asked. */
  source: string;
  /** The site's sub-variant. */
  variant: string;
}

/** The feedback event, exactly the spec's payload (storefront §3 "Feedback"). */
export function feedbackEvent(input: FeedbackInput, context: FeedbackContext) {
  return {
    category: 'user' as const,
    clientInformation: { buildKind: context.buildKind, name: 'Web' as const, version: context.version, timezone: context.timezone, locale: context.locale },
    comment: input.comment.trim(),
    email: input.email.trim(),
    eventType: 'feedback_event' as const,
    name: 'feedback' as const,
    rating: RATING_VALUE[input.rating],
    source: context.source,
    variant: context.variant,
  };
}
