import type { MailMaker } from '../mailer';

/** A premium membership could not be renewed and lapsed to the free tier, once per period. */
export const membershipLapsedMail: MailMaker<{ programmeName: string; reason: string; renewalKey: string }> = ({ programmeName, reason, renewalKey }, { link }) => ({
  template: 'membership-lapsed',
  dedupeKey: `membership-lapsed:${renewalKey}`,
  content: {
    subject: `Your ${programmeName} Premium was not renewed`,
    paragraphs: [`We could not renew your ${programmeName} Premium membership. ${reason}`, 'You are on the Free tier now; you can go premium again from the membership tiers.'],
    actions: [{ label: 'Membership tiers', url: link('daily-winners-membership-tiers') }],
  },
});
