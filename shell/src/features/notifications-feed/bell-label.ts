/** "Notifications, 2 unread": the count is in the bell's name because its badge is only drawn, not read. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The badge's text: the count, capped so it fits the icon. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
