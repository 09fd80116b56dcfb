import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import '../../../components/membership.css';

export type ProgrammeUnavailableProps = Pick<RemoteProps, 'i18n' | 'navigate' | 'site'>;

/** Shown if the remote is mounted on a site without the programme (the shell should not do that). */
export function ProgrammeUnavailable({ i18n, navigate, site }: ProgrammeUnavailableProps) {
  const home = usePathTo(site)('home');
  const name = i18n.t('membership.programme-name', 'Daily Winners');
  return (
    <div className="membership-page">
      <PageHeading intro={i18n.t('membership.unavailable.text', 'This site does not offer the {name} membership.', { name })}>
        {i18n.t('membership.unavailable.heading', '{name} is not available', { name })}
      </PageHeading>
      {home && (
        <ShellLink to={home} navigate={navigate}>
          {i18n.t('membership.unavailable.home', 'Go to the home page')}
        </ShellLink>
      )}
    </div>
  );
}
