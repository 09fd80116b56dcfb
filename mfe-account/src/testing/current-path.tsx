import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, so a test can see where a redirect, link or navigation went. */
export function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <div data-testid="path">{location.pathname}</div>
      <div data-testid="search">{location.search}</div>
    </>
  );
}
