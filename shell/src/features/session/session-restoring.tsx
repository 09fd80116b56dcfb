/** What a protected route shows while the stored session is being restored (instead of bouncing to /login). */
export function SessionRestoring() {
  return (
    <div className="df-remote-loading" role="status" aria-live="polite">
      <span className="df-remote-loading__bar" aria-hidden="true" />
      Loading your account…
    </div>
  );
}
