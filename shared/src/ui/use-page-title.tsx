import { useEffect } from 'react';
import { pageTitle } from '../rules/page-title';

/**
 * Sets `document.title` to "title | site name" (spec part 2 §2) while the page is shown, and puts
 * back the previous title when it goes, so an unmounted remote never leaves its title behind.
 */
export function usePageTitle(title: string, siteName: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title, siteName);
    return () => {
      document.title = previous;
    };
  }, [title, siteName]);
}
