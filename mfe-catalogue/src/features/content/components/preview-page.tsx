import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlogPost, ContentPage } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { useSeo } from '@drawfront/shared/ui/use-seo';
import { fetchPreview } from '../api/content-api';
import type { PreviewProof } from '../api/content-api';
import { ContentLoading } from './content-loading';
import { ContentPageView } from './content-page-view';
import { RichHtml } from './rich-html';
import './content.css';

export type PreviewPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

const PREVIEWABLE = ['pages', 'blog_posts'];

function proofOf(search: URLSearchParams): PreviewProof | null {
  const proof = { collection: search.get('collection') ?? '', id: search.get('id') ?? '', expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' };
  return PREVIEWABLE.includes(proof.collection) && proof.id && /^\d+$/.test(proof.expires) && proof.signature ? proof : null;
}

/**
 * `/preview` (storefront §2): a draft page or post, shown only with a signed preview link
 * (`collection`, `id`, `expires`, `signature`, made by ops). Never indexed.
 */
export function PreviewPage({ api, i18n, navigate, site }: PreviewPageProps) {
  const [search] = useSearchParams();
  const proof = proofOf(search);
  const key = proof ? `${proof.collection}/${proof.id}/${proof.expires}/${proof.signature}` : '';
  const item = useResource(
    useCallback(async (signal: AbortSignal) => (proof ? fetchPreview<ContentPage | BlogPost>(api, proof, signal) : null), [api, key]), // eslint-disable-line react-hooks/exhaustive-deps
  );
  useSeo({ title: i18n.t('content.preview.title', 'Preview'), siteName: site.name, noindex: true });
  const banner = (
    <p className="content-preview-banner" role="note">
      {i18n.t('content.preview.banner', 'Preview: this content is not published yet.')}
    </p>
  );
  if (!proof) {
    return (
      <main className="content-page" id="main-content">
        <PageHeading>{i18n.t('content.preview.title', 'Preview')}</PageHeading>
        <Alert tone="info">{i18n.t('content.preview.no-link', 'Open a preview link to see unpublished content.')}</Alert>
      </main>
    );
  }
  if (item.status === 'loading') return <ContentLoading i18n={i18n} />;
  if (item.status === 'error' || !item.data) {
    return (
      <main className="content-page" id="main-content">
        <PageHeading>{i18n.t('content.preview.title', 'Preview')}</PageHeading>
        <Alert tone="error">{item.status === 'error' ? errorMessage(item.error) : ''}</Alert>
      </main>
    );
  }
  const data = item.data;
  return (
    <main id="main-content">
      {banner}
      {'path' in data ? (
        <ContentPageView page={data} preview api={api} i18n={i18n} navigate={navigate} site={site} />
      ) : (
        <article className="content-page content-post">
          <PageHeading intro={data.summary}>{data.title}</PageHeading>
          {data.body && <RichHtml html={data.body} navigate={navigate} />}
        </article>
      )}
    </main>
  );
}
