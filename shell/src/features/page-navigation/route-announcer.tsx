/**
 * The shell's polite live region: after an in-app navigation it says the new page's heading, which a
 * screen reader would otherwise never hear (the page changes without a load). Always in the page, so
 * assistive technology knows it before it speaks.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <div className="df-ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
