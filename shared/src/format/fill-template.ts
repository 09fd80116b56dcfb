/** Fills `{name}` placeholders from `params`; a placeholder without a value is left as written so the gap is visible. */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}
