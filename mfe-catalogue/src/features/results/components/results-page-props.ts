import type { RemoteProps } from '@drawfront/shared/contract/remote-props';

/** What every results page gets from the app: the API, the site (locale, capabilities, route overrides) and i18n. */
export type ResultsPageProps = Pick<RemoteProps, 'api' | 'site' | 'i18n'>;
