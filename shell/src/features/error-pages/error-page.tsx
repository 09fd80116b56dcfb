import { useId } from 'react';
import { errorTextFor, NOT_FOUND_TEXT } from './error-texts';
import { HomeLink } from './home-link';
import './error-pages.css';

/** The page for a sitewide error status (spec part 2 §2 "Error pages"); unknown codes show the 500 page. */
export function ErrorPage({ status }: { status: number }) {
  const { heading, text } = errorTextFor(status);
  const headingId = useId();
  return (
    <section className="df-error-page" aria-labelledby={headingId} data-status={status}>
      <h1 id={headingId} className="df-error-page__heading">
        {heading}
      </h1>
      <p className="df-error-page__text">{text}</p>
      {status === 404 && (
        <p className="df-error-page__text">
          <HomeLink>{NOT_FOUND_TEXT.homeLink}</HomeLink>
        </p>
      )}
    </section>
  );
}
