import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { drawDateText } from '../../../lib/draw-date-text';
import { fetchPartnerReceipt } from '../api/partner-api';
import { usePartner } from '../hooks/use-partner-cart';
import { mobileDeepLink, partnerReturnUrl } from '../model/partner-cart';
import { PartnerFrame } from './partner-frame';
import { isNotFound } from './partner-not-found';
import { formatAmount } from '@drawfront/shared/format/money';

export type PartnerReceiptPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & { slug: string; checkoutId: string };

/**
 * /purchase/{partnerSlug}/receipt/{checkoutID} (groups spec §2): the purchase's receipt (`GET /checkout/{id}`, v3.4),
 * the way back to the partner (http or https only) and, when the link carries one, the partner app's deep link.
 */
export function PartnerReceiptPage({ api, i18n, navigate, site, slug, checkoutId }: PartnerReceiptPageProps) {
  const partner = usePartner(api, slug);
  const load = useCallback((signal: AbortSignal) => fetchPartnerReceipt(api, checkoutId, signal), [api, checkoutId]);
  const receipt = useResource(load);
  const [search] = useSearchParams();
  const tickets = usePathTo(site)('upcoming-tickets');
  const partnerData = partner.status === 'success' ? partner.data : null;
  const back = partnerData ? partnerReturnUrl(search, partnerData) : null;
  const deepLink = mobileDeepLink(search);
  const notFound = receipt.status === 'error' && isNotFound(receipt.error);
  const heading = notFound ? i18n.t('partner.receipt.not-found', 'Receipt not found') : i18n.t('partner.receipt.heading', 'Thank you for your purchase');
  usePageTitle(heading, site.name);

  const body = () => {
    switch (receipt.status) {
      case 'loading':
        return (
          <LoadingRegion label={i18n.t('partner.receipt.loading', 'Loading your receipt')}>
            <Skeleton height="10rem" />
          </LoadingRegion>
        );
      case 'error':
        return notFound ? (
          <p className="cart-partner-text">{i18n.t('partner.receipt.not-found-message', 'We could not find a purchase with the reference {reference}.', { reference: checkoutId })}</p>
        ) : (
          <LoadError title={i18n.t('partner.receipt.load-failed', 'We could not load your receipt')} error={receipt.error} i18n={i18n} onRetry={receipt.retry} />
        );
      case 'success':
        return (
          <>
            <p className="cart-partner-text">
              {i18n.t('partner.receipt.reference', 'Purchase reference')}: <strong className="cart-partner-reference">{receipt.data.checkoutId}</strong>
            </p>
            <ul className="cart-partner-lines">
              {receipt.data.lines.map((line, index) => (
                <li key={`${line.lotteryKey}-${line.drawNo}-${index}`}>
                  <h2 className="cart-partner-line__name">{line.productDescription}</h2>
                  <dl className="cart-partner-facts">
                    <div>
                      <dt>{i18n.t('partner.line.draw', 'Draw')}</dt>
                      <dd>{i18n.t('partner.line.draw-value', '{drawNo} on {date}', { drawNo: line.drawNo, date: drawDateText(line.drawDate, i18n) })}</dd>
                    </div>
                    <div>
                      <dt>{i18n.t('partner.line.tickets', 'Tickets')}</dt>
                      <dd>{line.numGames}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <p className="cart-partner-total">
              <span>{i18n.t('partner.receipt.total', 'Total paid')}</span>
              <span>{i18n.money(receipt.data.total.amount)}</span>
            </p>
            <p className="cart-partner-text">{i18n.t('partner.receipt.balance', 'Wallet balance: {balance}', { balance: formatAmount(receipt.data.balance, i18n.locale) })}</p>
          </>
        );
    }
  };

  return (
    <PartnerFrame i18n={i18n} site={site} partnerName={partnerData?.name ?? null}>
      <PageHeading>{heading}</PageHeading>
      <div className="cart-partner-panel">
        {body()}
        <div className="cart-partner-actions">
          {deepLink ? (
            <a href={deepLink} className={buttonClassName('primary')}>
              {i18n.t('partner.receipt.app', 'Back to the app')}
            </a>
          ) : null}
          {back && partnerData ? (
            <a href={back} className={buttonClassName(deepLink ? 'secondary' : 'primary')}>
              {i18n.t('partner.receipt.back', 'Back to {partner}', { partner: partnerData.name })}
            </a>
          ) : null}
          {tickets ? (
            <ShellLink to={tickets} navigate={navigate} className={buttonClassName('secondary')}>
              {i18n.t('partner.receipt.tickets', 'View my tickets')}
            </ShellLink>
          ) : null}
        </div>
      </div>
    </PartnerFrame>
  );
}
