import { chatOpensText, isChatOpen, nextChatOpening } from './chat-hours';

// Weekdays 9 to 5 in Sydney (AEDT, UTC+11, in November).
const hours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timeZone: 'Australia/Sydney' };

describe('chat hours', () => {
  it('is open inside the local hours and closed at closing time', () => {
    expect(isChatOpen(hours, new Date('2026-11-23T22:00:00Z'))).toBe(true); // Tue 09:00 Sydney
    expect(isChatOpen(hours, new Date('2026-11-24T05:59:00Z'))).toBe(true); // Tue 16:59
    expect(isChatOpen(hours, new Date('2026-11-24T06:00:00Z'))).toBe(false); // Tue 17:00
    expect(isChatOpen(hours, new Date('2026-11-23T21:59:00Z'))).toBe(false); // Tue 08:59
  });

  it('is closed on days not listed', () => {
    expect(isChatOpen(hours, new Date('2026-11-28T01:00:00Z'))).toBe(false); // Sat 12:00
  });

  it('says when chat opens: later today, tomorrow, or after the weekend', () => {
    expect(chatOpensText(hours, new Date('2026-11-23T20:00:00Z'))).toBe('Chat opens today at 09:00.'); // Tue 07:00
    expect(chatOpensText(hours, new Date('2026-11-24T08:00:00Z'))).toBe('Chat opens tomorrow at 09:00.'); // Tue 19:00
    expect(chatOpensText(hours, new Date('2026-11-28T01:00:00Z'))).toBe('Chat opens on Monday at 09:00.'); // Sat 12:00
    expect(chatOpensText(hours, new Date('2026-11-23T23:00:00Z'))).toBeNull(); // open
  });

  it('treats 24:00 as midnight and finds no opening on a site that never opens', () => {
    expect(isChatOpen({ ...hours, days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '24:00' }, new Date('2026-11-24T12:59:00Z'))).toBe(true);
    expect(nextChatOpening({ ...hours, days: [] }, new Date())).toBeNull();
  });
});
