import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { OutboxBody } from '../outbox/service';

/**
 * The mail that confirms a break or self-exclusion the moment it is taken: what it stops, until when, and
 * that it cannot be shortened. A customer who took one on a bad night has it in writing.
 */
export function playBreakConfirmedEmail(input: { siteName: string; locale: string; timeZone: string; playBreak: Pick<PlayBreak, 'kind' | 'endsAt'> }): OutboxBody {
  const exclusion = input.playBreak.kind === 'self_exclusion';
  return {
    subject: exclusion ? `Your ${input.siteName} self-exclusion has started` : `Your break from ${input.siteName} has started`,
    paragraphs: [
      playBreakNotice(input.playBreak, input.locale, input.timeZone),
      'Until then you cannot buy tickets, deposit, join Daily Winners or group play, or be entered into any giveaway; any autoplay is stopped, and we send you no offers.',
      'It cannot be shortened. If you need support, the responsible gaming page lists free, confidential help.',
    ],
    actions: [{ label: 'Free, confidential help', page: 'about-responsible-gaming' }],
  };
}
