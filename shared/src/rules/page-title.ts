/** Document title "title | site name" (groups §2 "Search-engine metadata"); just the site name when there is no title. */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const trimmed = title?.trim() ?? '';
  if (!trimmed) return siteName;
  return siteName ? `${trimmed} | ${siteName}` : trimmed;
}
