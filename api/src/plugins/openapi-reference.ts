/**
 * `/docs`: the OpenAPI document as one readable, self-contained page (no script, no outside assets), grouped
 * by the path's first segment, each call with its parameters, body and answers. Server-rendered from the
 * same document `/openapi.json` serves, so the two never disagree.
 */

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A schema as indented JSON, cut at a size a person reads (the whole is in /openapi.json). */
function schemaBlock(schema: unknown): string {
  const text = JSON.stringify(schema, null, 2) ?? '';
  const shown = text.length > 4000 ? `${text.slice(0, 4000)}\n… (see /openapi.json)` : text;
  return `<pre><code>${escape(shown)}</code></pre>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const parameters = (operation.parameters ?? [])
    .map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`)
    .join('');
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, content]) => `<h4>Body (${escape(type)})</h4>${schemaBlock(content.schema)}`)
    .join('');
  const answers = Object.entries(operation.responses ?? {})
    .map(([status, answer]) => {
      const schema = Object.values(answer.content ?? {})[0]?.schema;
      return `<details><summary>${escape(status)} ${escape(answer.description ?? '')}</summary>${schema === undefined ? '' : schemaBlock(schema)}</details>`;
    })
    .join('');
  return `<section id="${id}" aria-labelledby="${id}-h"><h3 id="${id}-h"><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>${
    operation.summary ? `<p>${escape(operation.summary)}</p>` : ''
  }${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ''}${body}<h4>Answers</h4>${answers}</section>`;
}

export function renderReference(document: ReferenceDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const group = path.split('/')[1] || '/';
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) groups.set(group, [...(groups.get(group) ?? []), operationSection(path, method, operation)]);
    }
  }
  const contents = [...groups.keys()].map((group) => `<li><a href="#g-${escape(group)}">/${escape(group)}</a></li>`).join('');
  const sections = [...groups.entries()].map(([group, items]) => `<section aria-labelledby="g-${escape(group)}"><h2 id="g-${escape(group)}">/${escape(group)}</h2>${items.join('')}</section>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:70rem;margin:0 auto;padding:1rem 1.5rem}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem}pre{background:#f4f4f4;padding:.75rem;overflow:auto;border-radius:4px}
h3{border-top:1px solid #ccc;padding-top:1rem}.m{display:inline-block;min-width:4.5rem;font-weight:700;color:#0b4f8a}a{color:#0b4f8a}
summary{cursor:pointer}summary:focus-visible,a:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}</style></head>
<body><header><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1><p>${escape(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Services"><ul>${contents}</ul></nav><main>${sections}</main></body></html>`;
}
