import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchTerms } from '../api/fetch-terms';

export interface TermsPageProps extends Pick<RemoteProps, 'api' | 'site'> {
  i18n: I18n;
  offerKey: string;
  offerName: string;
  /** The offer's path here, for the way back and to the offer's own terms from a draw's. */
  offerPath: string;
  drawNo: number | null;
}

/** `/{offer}/terms-and-conditions` and `/{offer}/terms-and-conditions/{drawNo}`: the terms as the site words them. */
export function TermsPage({ api, site, i18n, offerKey, offerName, offerPath, drawNo }: TermsPageProps) {
  const load = useCallback((signal: AbortSignal) => fetchTerms(api, offerKey, drawNo, signal), [api, offerKey, drawNo]);
  const resource = useResource(load);
  const fallbackTitle = i18n.t('catalogue.terms.title', '{name}: terms and conditions', { name: offerName });
  const title = resource.status === 'success' ? resource.data.title : fallbackTitle;
  usePageTitle(title, site.name);
  const offerTermsPath = usePathTo(site)('offer-terms', { productOfferKey: offerPath.slice(1) });
  return (
    <div className="catalogue-page">
      <PageHeading>{title}</PageHeading>
      {resource.status === 'loading' ? <p role="status">{i18n.t('catalogue.terms.loading', 'Loading the terms')}</p> : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('catalogue.terms.error', "We couldn't load these terms")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {resource.status === 'success'
        ? resource.data.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))
        : null}
      <p>
        {drawNo !== null && offerTermsPath ? (
          <>
            <Link className="df-ui-link" to={offerTermsPath}>
              {i18n.t('catalogue.terms.offer-terms', 'All {name} terms', { name: offerName })}
            </Link>{' '}
          </>
        ) : null}
        <Link className="df-ui-link" to={offerPath}>
          {i18n.t('catalogue.terms.back', 'Back to {name}', { name: offerName })}
        </Link>
      </p>
    </div>
  );
}
