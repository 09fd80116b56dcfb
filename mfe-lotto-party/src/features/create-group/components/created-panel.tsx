import type { I18n } from '@drawfront/shared/contract/i18n';
import type { LottoPartyGroup, LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { InviteLink } from '../../../lib/invite-link';

interface CreatedPanelProps {
  heading: string;
  result: { group: LottoPartyGroup; session: LottoPartySessionDetails; inCart: boolean };
  i18n: I18n;
  navigate: RemoteProps['navigate'];
  site: SiteInfo;
}

/** The last step done: the invite link to pass on, then the cart (shares to pay for) or the group. */
export function CreatedPanel({ heading, result, i18n, navigate, site }: CreatedPanelProps) {
  const pathTo = usePathTo(site);
  const cart = pathTo('cart');
  const session = pathTo('my-lotto-party-session', { id: result.session.sessionId });
  return (
    <div className="lotto-party-flow">
      <PageHeading>{heading}</PageHeading>
      <Alert tone="success" title={i18n.t('lotto-party.created.title', `${result.group.groupName} is ready`)}>
        {result.inCart ? i18n.t('lotto-party.created.in-cart', 'Your shares are in your cart. Pay for them to take your place in the session.') : i18n.t('lotto-party.created.no-shares', 'The session is open. Buy your shares from its page when you are ready.')}
      </Alert>
      {result.group.inviteToken && <InviteLink token={result.group.inviteToken} i18n={i18n} site={site} />}
      <div className="lotto-party-flow__actions">
        {result.inCart && cart && (
          <ShellLink to={cart} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('lotto-party.created.cart', 'Go to cart')}
          </ShellLink>
        )}
        {session && (
          <ShellLink to={session} navigate={navigate} className={buttonClassName(result.inCart ? 'secondary' : 'primary')}>
            {i18n.t('lotto-party.created.session', 'See the session')}
          </ShellLink>
        )}
      </div>
    </div>
  );
}
