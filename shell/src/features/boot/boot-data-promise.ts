import type { InlinedBootData } from '@drawfront/shared/boot/boot-data';
import { visitorId } from './browser-ids';
import { readInlinedBootData } from './inlined-boot-data';
import { loadBootData } from './load-boot-data';
import { readSiteSelection } from './site-selection';

let pending: Promise<InlinedBootData> | null = null;

/**
 * The boot data, once per page: the data the server inlined in the HTML when there is some (no request
 * at all), else the boot calls (discovery → site → release). The entry calls it before it downloads the
 * rest of the shell, so those calls overlap the bundle download instead of following it.
 */
export function bootData(): Promise<InlinedBootData> {
  // Read even when the data is inlined: it remembers `?site=` and `?sv=` in cookies for the next page.
  const selection = readSiteSelection();
  pending ??= Promise.resolve(readInlinedBootData()).then(
    (inlined) => inlined ?? loadBootData(selection, visitorId()).then((data) => ({ ...data, translations: null, theme: null })),
  );
  return pending;
}
