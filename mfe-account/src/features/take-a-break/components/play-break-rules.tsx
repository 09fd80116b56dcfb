import type { I18n } from '@drawfront/shared/contract/i18n';

/** What a break or self-exclusion means, said before anything is chosen. */
export function PlayBreakRules({ i18n }: { i18n: Pick<I18n, 't'> }) {
  return (
    <div className="account-break__rules">
      <p>{i18n.t('account.break.rules-lead', 'During a break or self-exclusion:')}</p>
      <ul>
        <li>{i18n.t('account.break.rule-buy', "you can't buy tickets, shares or memberships, or deposit money;")}</li>
        <li>{i18n.t('account.break.rule-recurring', 'every autoplay and subscription is paused (cancelled if you exclude yourself);')}</li>
        <li>{i18n.t('account.break.rule-marketing', 'we stop sending you marketing emails;')}</li>
        <li>{i18n.t('account.break.rule-still', 'you can still sign in to see your tickets, collect prizes and withdraw.')}</li>
      </ul>
      <p className="account-break__warning">{i18n.t('account.break.rule-final', "Once it starts, it can't be shortened or lifted early.")}</p>
    </div>
  );
}
