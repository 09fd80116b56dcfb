import type { I18n } from '../contract/i18n';
import type { RemoteProps } from '../contract/remote-props';
import { ShellLink } from './shell-link';
import './ui.css';

export interface NotFoundProps {
  i18n: I18n;
  navigate: RemoteProps['navigate'];
}

/**
 * What a remote shows for an unknown path under its base path, with the spec's 404 texts
 * (part 2 §2 "Error pages"); the shell draws the 404 for paths no remote owns.
 */
export function NotFound({ i18n, navigate }: NotFoundProps) {
  return (
    <section className="df-ui-not-found" aria-labelledby="df-ui-not-found-title">
      <h1 className="df-ui-page-heading__title" id="df-ui-not-found-title">
        {i18n.t('error.404.heading', 'Something went wrong.')}
      </h1>
      <p className="df-ui-not-found__text">{i18n.t('error.404.text', "It's looking like you may have taken a wrong turn.")}</p>
      <p className="df-ui-not-found__text">
        <ShellLink to="/" navigate={navigate}>
          {i18n.t('error.404.link', 'Try heading home and finding your bearing.')}
        </ShellLink>
      </p>
    </section>
  );
}
