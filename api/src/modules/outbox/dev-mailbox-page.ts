import type { OutboxEntry } from './repository';

/** Where a mail's HTML part is served (dev-mailbox-routes.ts). */
export const DEV_MAILBOX_MESSAGES_PATH = '/dev/mailbox/messages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// Links in a mail's text (sign-in links, reset links) become clickable; the text is escaped first.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/g;
const withLinks = (escaped: string) => escaped.replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`);

const when = (at: Date) => `<time datetime="${at.toISOString()}">${at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>`;

function describeStatus(mail: OutboxEntry): string {
  if (mail.status === 'sent') return `sent${mail.sentAt ? ` ${when(mail.sentAt)}` : ''} by ${escapeHtml(mail.transport ?? 'unknown')}`;
  if (mail.status === 'failed') return `failed after ${mail.attempts} attempts: ${escapeHtml(mail.lastError ?? '')}`;
  return mail.attempts === 0 ? 'waiting to be sent' : `waiting to be sent again (${mail.attempts} failed: ${escapeHtml(mail.lastError ?? '')})`;
}

function article(mail: OutboxEntry): string {
  const heading = `mail-${mail.id}`;
  return `<li><article aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Written</dt><dd>${when(mail.createdAt)}</dd>
<dt>Status</dt><dd>${describeStatus(mail)}</dd>
<dt>Template</dt><dd>${escapeHtml(mail.template)} (site ${escapeHtml(mail.siteKey)})</dd>
${mail.html === null ? '' : `<dt>As sent</dt><dd><a href="${DEV_MAILBOX_MESSAGES_PATH}/${mail.id}/html">HTML part of “${escapeHtml(mail.subject)}”</a></dd>\n`}</dl>
<pre>${withLinks(escapeHtml(mail.text))}</pre>
</article></li>`;
}

/** The development mailbox: every mail in the outbox, newest first, with its text (`to` filters by recipient). */
export function renderMailboxPage(mails: readonly OutboxEntry[], filter: { to?: string; path: string }): string {
  const count = `${mails.length} ${mails.length === 1 ? 'message' : 'messages'}${filter.to ? ` to ${escapeHtml(filter.to)}` : ''}`;
  const list = mails.length === 0 ? '<p>No mail yet.</p>' : `<ol class="mail">${mails.map(article).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fff}
a{color:#0645ad}form{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}input,button{font:inherit;padding:.25rem .5rem}
ol.mail{list-style:none;padding:0}article{border:1px solid #767676;border-radius:.25rem;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f4;padding:.75rem;font-size:.95rem}
</style></head>
<body><main>
<h1>Development mailbox</h1>
<p>Mail the API wrote to its outbox, newest first. Development only: in production mail goes out by SMTP and this page does not exist.</p>
<form method="get" action="${escapeHtml(filter.path)}" role="search">
<label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(filter.to ?? '')}" autocomplete="off">
<button type="submit">Show their mail</button><a href="${escapeHtml(filter.path)}">Show all mail</a>
</form>
<p role="status">${count}</p>
${list}
</main></body>
</html>`;
}
