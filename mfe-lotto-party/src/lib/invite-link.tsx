import { useState } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';

/** The group's invite link (any member may pass it on), with a copy button that says when it copied. */
export function InviteLink({ token, i18n, site }: { token: string; i18n: I18n; site: SiteInfo }) {
  const path = usePathTo(site)('lotto-party-join', {}, { token });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!path) return null;
  const link = `${window.location.origin}${path}`;
  return (
    <section className="lotto-party-invite" aria-labelledby="lotto-party-invite-heading">
      <h2 id="lotto-party-invite-heading" className="lotto-party-invite__heading">
        {i18n.t('lotto-party.invite.heading', 'Invite your friends')}
      </h2>
      <TextField label={i18n.t('lotto-party.invite.label', 'Invite link')} value={link} readOnly onFocus={(event) => event.target.select()} />
      <Button
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(link).then(
            () => setCopied('copied'),
            () => setCopied('failed'),
          );
        }}
      >
        {i18n.t('lotto-party.invite.copy', 'Copy invite link')}
      </Button>
      <p className="lotto-party-invite__status" role="status">
        {copied === 'copied' ? i18n.t('lotto-party.invite.copied', 'Copied. Send it to your friends.') : copied === 'failed' ? i18n.t('lotto-party.invite.copy-failed', 'Copy the link from the box above.') : ''}
      </p>
    </section>
  );
}
