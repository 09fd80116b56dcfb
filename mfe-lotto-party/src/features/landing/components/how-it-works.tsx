import type { I18n } from '@drawfront/shared/contract/i18n';
import './lotto-party.css';

/** The three steps of group play, as an ordered list. */
export function HowItWorks({ i18n }: { i18n: I18n }) {
  const steps = [
    {
      key: 'create',
      title: i18n.t('lotto-party.step.create.title', 'Create a group'),
      text: i18n.t('lotto-party.step.create.text', 'Give your group a name and choose the draw you want to play together.'),
    },
    {
      key: 'invite',
      title: i18n.t('lotto-party.step.invite.title', 'Invite your friends'),
      text: i18n.t('lotto-party.step.invite.text', 'Send your friends, family or workmates the invite link so they can join your group.'),
    },
    {
      key: 'share',
      title: i18n.t('lotto-party.step.share.title', 'Share the tickets'),
      text: i18n.t('lotto-party.step.share.text', 'Set a price per share. Everyone buys shares in the same tickets, so you play more games together.'),
    },
  ];
  return (
    <section className="lotto-party-steps" aria-labelledby="lotto-party-steps-heading">
      <h2 className="lotto-party-steps__heading" id="lotto-party-steps-heading">
        {i18n.t('lotto-party.steps.heading', 'How group play works')}
      </h2>
      <ol className="lotto-party-steps__list">
        {steps.map((step, index) => (
          <li key={step.key} className="lotto-party-steps__item">
            <span className="lotto-party-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="lotto-party-steps__title">{step.title}</h3>
              <p className="lotto-party-steps__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
