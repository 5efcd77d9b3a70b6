import { useEffect } from 'react';

/**
 * Goes to the place a #link names once the page has drawn it: a page in a lazy chunk, or a grid that
 * loads its data, arrives after the browser has already looked for the anchor. `ready` is false while the
 * target is still on its way.
 */
export function useHashTarget(ready = true) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}
