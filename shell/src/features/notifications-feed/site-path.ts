/**
 * Whether a notice's link is a path on this site. The API only writes such links (its pathTo answers);
 * checking again here means a bad row can never send a customer to another origin ("//evil.example").
 */
export function isSitePath(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
