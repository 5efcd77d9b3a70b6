import { useEffect } from 'react';

const SITE_NAME = 'Soul Market';

/** Names the browser tab after the page, and gives the previous title back when the page goes away. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    const next = `${title} | ${SITE_NAME}`;
    // The drawn page already has its title: setting it again costs the main thread during hydration.
    if (previous !== next) document.title = next;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
