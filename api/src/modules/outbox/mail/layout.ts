/** The site's look, as far as a mail client shows it: its name, logo text and colours (the branding theme). */
export interface MailBrand {
  siteName: string;
  logoText: string;
  colours: { primary: string; background: string; surface: string; text: string };
}

/** A link a mail offers: its words and an absolute URL (a relative one is dead in a mail client). */
export interface MailAction {
  label: string;
  url: string;
}

/** What one mail says, before the layout: the same words make its plain-text and its HTML part. */
export interface MailContent {
  subject: string;
  firstname: string;
  /** Sentences, one paragraph each. */
  paragraphs: string[];
  /** Label and value pairs (amounts, dates, references), shown as a list. */
  facts?: [string, string][];
  actions: MailAction[];
  /** Why this mail came, under the signature (service mail: it is sent whatever the marketing choices). */
  footer: string;
}

/** A mail's own words (what a template writes): the layout adds the greeting's name and the site's footer. */
export type MailBody = Omit<MailContent, 'firstname' | 'footer'>;

/** Why a service mail came, under the signature: it is sent whatever the customer's marketing choices. */
export function serviceMailFooter(site: { name: string; constants: { supportEmail: string } }): string {
  return `You get this mail because it is about your ${site.name} account. We send it whatever your marketing choices; questions: ${site.constants.supportEmail}.`;
}

/** Both parts of a mail, as the outbox keeps them. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
// A theme colour goes into a style attribute: anything but a plain colour falls back, so a theme cannot inject CSS.
const colour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{3,8}$|^[a-z]+$/.test(value) ? value : fallback);

/**
 * A mail in the site's brand: a plain-text part any client reads, and an HTML part (a single table-free column
 * with inline styles, the form mail clients keep) with the same words, the site's logo text and colours.
 */
export function composeMail(brand: MailBrand, content: MailContent): ComposedMail {
  const facts = content.facts ?? [];
  const text = [
    `Hi ${content.firstname},`,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length > 0 ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...content.actions.flatMap((action) => [`${action.label}: ${action.url}`]),
    ...(content.actions.length > 0 ? [''] : []),
    brand.siteName,
    '',
    content.footer,
  ].join('\n');

  const primary = colour(brand.colours.primary, '#1a237e');
  const ink = colour(brand.colours.text, '#111111');
  const page = colour(brand.colours.background, '#ffffff');
  const surface = colour(brand.colours.surface, '#f4f4f4');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${page};color:${ink};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:36rem;margin:0 auto;padding:1.5rem">
<p style="margin:0 0 1.5rem;font-size:1.5rem;font-weight:bold;color:${primary}">${escapeHtml(brand.logoText)}</p>
<p>Hi ${escapeHtml(content.firstname)},</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${facts.length > 0 ? `<dl style="background:${surface};padding:1rem;margin:1rem 0">${facts.map(([label, value]) => `<dt style="font-weight:bold">${escapeHtml(label)}</dt><dd style="margin:0 0 .5rem">${escapeHtml(value)}</dd>`).join('')}</dl>` : ''}
${content.actions.map((action) => `<p><a href="${escapeHtml(action.url)}" style="color:${primary};font-weight:bold">${escapeHtml(action.label)}</a></p>`).join('\n')}
<p>${escapeHtml(brand.siteName)}</p>
<p style="font-size:.875rem">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
