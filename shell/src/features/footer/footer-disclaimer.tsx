import type { SiteInfo } from '@drawfront/shared/contract/site';

/** The age and responsible-play notice every footer ends with; the age comes from the site's constants. */
export function FooterDisclaimer({ site }: { site: Pick<SiteInfo, 'name' | 'constants'> }) {
  return (
    <div className="df-footer__disclaimer">
      <p>
        Customers must be {site.constants.minimumRegistrationAge} or older to buy tickets. Please play responsibly.
      </p>
      <p>
        © {new Date().getFullYear()} {site.name}
      </p>
    </div>
  );
}
