import { createMarketingSessionTracker, nextMarketingSession, parseMarketingSession } from './marketing-session';
import { MARKETING_SESSION_IDLE_MS } from './session-timing';

describe('the marketing session (groups spec §4: a new one after 30 minutes idle)', () => {
  let ids = 0;
  const newId = () => `ms${++ids}`;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  const tracker = () => createMarketingSessionTracker({ storage: () => localStorage, newId });

  it('starts with the visit’s campaign, medium, source, term, content and referrer', () => {
    const session = tracker().touch({ search: '?utm_campaign=spring&utm_medium=email&utm_source=news&utm_term=lotto&utm_content=hero&x=1', referrer: 'https://mail.example/' });
    expect(session).toMatchObject({ campaign: 'spring', medium: 'email', source: 'news', term: 'lotto', content: 'hero', referrer: 'https://mail.example/' });
  });

  it('keeps the same session (and its attribution) while visits come within 30 minutes', () => {
    const t = tracker();
    const first = t.touch({ search: '?utm_campaign=spring', referrer: '' });
    jest.advanceTimersByTime(MARKETING_SESSION_IDLE_MS - 1);
    const second = t.touch({ search: '?utm_campaign=other', referrer: 'https://x.example/' });
    expect(second.id).toBe(first.id);
    expect(second.campaign).toBe('spring');
    // Each visit moves the idle window on: 29 more minutes is still the same session.
    jest.advanceTimersByTime(MARKETING_SESSION_IDLE_MS - 1);
    expect(t.touch({ search: '', referrer: '' }).id).toBe(first.id);
  });

  it('starts a new session after 30 minutes idle, with the new visit’s attribution', () => {
    const t = tracker();
    const first = t.touch({ search: '?utm_campaign=spring', referrer: '' });
    jest.advanceTimersByTime(MARKETING_SESSION_IDLE_MS);
    const next = t.touch({ search: '?utm_source=search', referrer: '' });
    expect(next.id).not.toBe(first.id);
    expect(next).toMatchObject({ campaign: null, source: 'search', startedAt: Date.now() });
    expect(t.current()?.id).toBe(next.id);
  });

  it('treats a tampered stored value as no session', () => {
    expect(parseMarketingSession('{"id":"<script>","startedAt":1,"lastSeenAt":1}')).toBeNull();
    expect(parseMarketingSession('not json')).toBeNull();
    localStorage.setItem('df_ms', '{}');
    expect(tracker().touch({ search: '', referrer: '' }).id).toMatch(/^ms\d+$/);
  });

  it('is a pure rule underneath: the same input gives the same session', () => {
    const previous = nextMarketingSession(null, { search: '', referrer: '' }, 1000, () => 'a');
    expect(nextMarketingSession(previous, { search: '', referrer: '' }, 1000 + MARKETING_SESSION_IDLE_MS - 1, () => 'b').id).toBe('a');
    expect(nextMarketingSession(previous, { search: '', referrer: '' }, 1000 + MARKETING_SESSION_IDLE_MS, () => 'b').id).toBe('b');
  });
});
