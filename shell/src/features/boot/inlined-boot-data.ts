import { BOOT_DATA_ELEMENT_ID, type InlinedBootData } from '@drawfront/shared/boot/boot-data';

/**
 * The boot data the server inlined in the page (`<script type="application/json" id="df-boot">`), or
 * null when there is none (a plain static server) or it is unreadable: the shell then asks the API.
 */
export function readInlinedBootData(doc: Document = document): InlinedBootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<InlinedBootData> | null;
    if (!data?.discovery?.services || !data.site?.key || !data.resolution?.release) return null;
    return { discovery: data.discovery, site: data.site, resolution: data.resolution, translations: data.translations ?? null, theme: data.theme ?? null };
  } catch {
    return null;
  }
}
