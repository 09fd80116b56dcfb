import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { BootError } from '../features/boot/boot-error';
import { applyTheme } from '../features/boot/apply-theme';
import { bootData } from '../features/boot/boot-data-promise';
import { syncCartSummary } from '../features/cart-summary/sync-cart-summary';
import { ErrorPage } from '../features/error-pages/error-page';
import { registerReleaseRemotes } from '../features/remote-loader/federation';
import { createShellContext } from './create-shell-context';
import { startHeartbeat } from '../features/heartbeat/heartbeat';
import { loadTranslations } from '../features/translations/load-translations';
import { ShellApp } from './shell-app';
import './theme.css';
import './shell.css';

/**
 * Boot: the boot data (inlined in the page by its server, else discover → site → release), register the
 * release's remotes, render. With inlined data the header and footer paint before any API call answers.
 */
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const bootedAt = Date.now();
  try {
    const data = await bootData();
    registerReleaseRemotes(data.resolution.release);
    // single-spa's history patch turns every pushState into a popstate, keeping each remote's router in step with the shell's.
    start({ urlRerouteOnly: true });
    const translations: Record<string, string> = { ...data.translations };
    const context = createShellContext(data, bootedAt, translations);
    // The site's texts go into the i18n every remote gets (a failure leaves the built-in English).
    if (!data.translations) Object.assign(translations, await loadTranslations(context.api, context.site, context.queries));
    document.documentElement.lang = context.site.locale;
    applyTheme(data.theme);
    // Restores a stored session in the background; protected routes show the loading state until it settles.
    context.sessionService.start();
    // GET /blank.html every 60 s while the visitor is active (groups spec §4 "Heartbeat").
    startHeartbeat();
    syncCartSummary(context);
    root.render(
      <StrictMode>
        <ShellApp context={context} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[drawfront] boot failed:', error);
    const status = error instanceof BootError ? error.status : 500;
    // No site loaded, so no per-site overrides: the route table's own home path is the best there is.
    const homePath = createPathTo({ capabilities: [] })('home');
    root.render(
      <main id="main-content" className="df-boot-failure">
        <ErrorPage status={status} homePath={homePath} />
      </main>,
    );
  }
}

void boot();
