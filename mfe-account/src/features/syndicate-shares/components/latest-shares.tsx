import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { useLatestShares } from '../hooks/use-shares';
import './syndicate-shares.css';

/** How many of the latest shares the tickets page lists. */
const LATEST = 10;

/**
 * "Your syndicate shares" under the upcoming tickets: each of the latest shares links its share page.
 * Nothing at all when the customer holds none (or the list cannot load: the tickets above still stand).
 */
export function LatestShares({ api, i18n, site }: Pick<RemoteProps, 'api' | 'i18n' | 'site'>) {
  const resource = useLatestShares(api, LATEST);
  const pathTo = usePathTo(site);
  if (resource.status !== 'success' || resource.data.shares.length === 0) return null;
  return (
    <section className="account-shares" aria-labelledby="account-shares-title">
      <h2 id="account-shares-title">{i18n.t('account.shares.heading', 'Your syndicate shares')}</h2>
      <ul className="account-shares__list">
        {resource.data.shares.map((share) => {
          const path = pathTo('syndicate-share', { id: share.id });
          const vars = { name: share.syndicateName, drawNo: share.drawNo, shares: share.shares };
          const text = share.shares === 1 ? i18n.t('account.shares.item-one', '{name}, draw {drawNo}: 1 share', vars) : i18n.t('account.shares.item', '{name}, draw {drawNo}: {shares} shares', vars);
          return (
            <li key={share.id}>
              {path ? (
                <Link className="df-ui-link" to={path}>
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
