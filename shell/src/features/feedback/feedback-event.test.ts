import { feedbackEvent } from './feedback-event';

describe('feedbackEvent', () => {
  it('builds the spec payload with the analytics rating value', () => {
    const context = { buildKind: 'release' as const, version: 'rel-1', timezone: 'Australia/Sydney', locale: 'en-AU', source: '/lotto-results', variant: 'AU' };
    expect(feedbackEvent({ rating: 'satisfied', comment: ' Great ', email: '' }, context)).toEqual({
      category: 'user',
      clientInformation: { buildKind: 'release', name: 'Web', version: 'rel-1', timezone: 'Australia/Sydney', locale: 'en-AU' },
      comment: 'Great',
      email: '',
      eventType: 'feedback_event',
      name: 'feedback',
      rating: 1,
      source: '/lotto-results',
      variant: 'AU',
    });
    expect(feedbackEvent({ rating: 'neutral', comment: '', email: 'a@b.co' }, context).rating).toBe(0);
    expect(feedbackEvent({ rating: 'not_satisfied', comment: '', email: '' }, context).rating).toBe(-1);
  });
});
