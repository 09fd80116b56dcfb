import { visitorId } from './browser-ids';
import { loadBootData, type BootData } from './load-boot-data';
import { readSiteSelection } from './site-selection';

let pending: Promise<BootData> | null = null;

/**
 * Starts the boot calls (discovery → site → release) once. The entry calls it before it downloads
 * the rest of the shell, so the three round trips overlap the bundle download instead of following it.
 */
export function bootData(): Promise<BootData> {
  pending ??= loadBootData(readSiteSelection(), visitorId());
  return pending;
}
