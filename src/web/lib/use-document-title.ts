import { useEffect } from 'react';

const SITE_NAME = 'Soul Market';

/** Names the browser tab after the page, and gives the previous title back when the page goes away. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
