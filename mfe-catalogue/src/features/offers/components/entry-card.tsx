import { Link } from 'react-router-dom';
import { buttonClassName } from '@drawfront/shared/ui/button';
import './offers.css';

export interface EntryCardProps {
  /** Unique on the page: names the card's heading. */
  id: string;
  title: string;
  text: string;
  linkText: string;
  to: string;
  headingLevel: 2 | 3;
}

/** A list entry that is not one offer (the syndicates entry, Lotto Party): a heading, a line and a link to its page. */
export function EntryCard({ id, title, text, linkText, to, headingLevel }: EntryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="catalogue-offer-card catalogue-offer-card--entry" aria-labelledby={`catalogue-entry-${id}`}>
      <div className="catalogue-offer-card__band">
        <Heading className="catalogue-offer-card__name" id={`catalogue-entry-${id}`}>
          {title}
        </Heading>
      </div>
      <div className="catalogue-offer-card__body">
        <p className="catalogue-offer-card__tagline">{text}</p>
        <Link className={buttonClassName('primary', 'catalogue-offer-card__play')} to={to}>
          {linkText}
          <span className="df-ui-visually-hidden"> {title}</span>
        </Link>
      </div>
    </article>
  );
}
