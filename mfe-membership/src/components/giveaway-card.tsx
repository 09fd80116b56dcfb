import { Link } from 'react-router-dom';
import type { GiveawayDraw } from '@drawfront/shared/contract/membership';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { entryText, giveawayTime } from '../lib/giveaway-texts';
import { formatMoney } from '@drawfront/shared/format/money';

export interface GiveawayCardProps {
  draw: GiveawayDraw;
  i18n: I18n;
  /** Inside the programme's router: a router link; elsewhere (my account): a link through the shell. */
  link: { kind: 'router'; to: string | null } | { kind: 'shell'; to: string | null; navigate: RemoteProps['navigate'] };
  /** h3 under a section's h2 (default); h2 where the list sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** One giveaway in a list: its title, prize, close time, the customer's entry and a link to its page. */
export function GiveawayCard({ draw, i18n, link, headingLevel = 3 }: GiveawayCardProps) {
  const title = draw.title;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`membership-card membership-card--${draw.type}`}>
      {draw.pill && <p className="membership-pill">{draw.pill}</p>}
      <Heading className="membership-card__title">
        {link.kind === 'router' && link.to ? (
          <Link to={link.to}>{title}</Link>
        ) : link.kind === 'shell' && link.to ? (
          <ShellLink to={link.to} navigate={link.navigate}>
            {title}
          </ShellLink>
        ) : (
          title
        )}
      </Heading>
      <p className="membership-card__text">{draw.description}</p>
      <dl className="membership-facts">
        {draw.prize.amount > 0 && (
          <>
            <dt>{i18n.t('membership.giveaway.prize', 'Prize')}</dt>
            <dd>{formatMoney(draw.prize.amount, draw.prize.currency, i18n.locale)}</dd>
          </>
        )}
        <dt>{draw.availability === 'drawn' ? i18n.t('membership.giveaway.drawn', 'Drawn') : i18n.t('membership.giveaway.closes', 'Closes')}</dt>
        <dd>{giveawayTime(draw.close, i18n)}</dd>
        <dt>{i18n.t('membership.giveaway.your-entry', 'Your entry')}</dt>
        <dd>{entryText(draw.entry, draw.availability, i18n)}</dd>
      </dl>
    </li>
  );
}
