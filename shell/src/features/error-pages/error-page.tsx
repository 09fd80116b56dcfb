import { useId } from 'react';
import { errorTextFor, NOT_FOUND_TEXT } from './error-texts';
import { HomeLink } from './home-link';
import './error-pages.css';

export interface ErrorPageProps {
  status: number;
  /** The site's home page (`pathTo('home')`), which the 404 page links to; null draws no link. */
  homePath: string | null;
}

/** The page for a sitewide error status (spec part 2 §2 "Error pages"); unknown codes show the 500 page. */
export function ErrorPage({ status, homePath }: ErrorPageProps) {
  const { heading, text } = errorTextFor(status);
  const headingId = useId();
  return (
    <section className="df-error-page" aria-labelledby={headingId} data-status={status}>
      <h1 id={headingId} className="df-error-page__heading">
        {heading}
      </h1>
      <p className="df-error-page__text">{text}</p>
      {status === 404 && homePath !== null && (
        <p className="df-error-page__text">
          <HomeLink to={homePath}>{NOT_FOUND_TEXT.homeLink}</HomeLink>
        </p>
      )}
    </section>
  );
}
