import { useLocation } from 'react-router-dom';

/** Shows the router's current path, so a test can see where a redirect, link or navigation went. */
export function CurrentPath() {
  return <div data-testid="path">{useLocation().pathname}</div>;
}
