import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// Back and Forward (popstate) are the browser's to restore: it puts the page back where the visitor left it.
// The path gone back to is noted by a listener added when this module loads, before the router listens, so it is
// known when the router renders that page.
let traversedTo: string | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedTo = window.location.pathname;
  });
}

/**
 * A new page opens at its top: a link followed from low on one page (a card in the grid's third row, the
 * checkout's Pay button on a phone) would otherwise open the next page as far down. Only the path counts: a
 * new search or filter on the same page keeps its place, and Back keeps the browser's restored place.
 */
export function useScrollReset() {
  const [path] = useLocation();
  const shown = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = path;
    const wasTraversal = traversedTo === path;
    traversedTo = undefined;
    // The first page (drawn by the server, or reloaded) is where the browser put it.
    if (previous === undefined || previous === path || wasTraversal) return;
    // A link to a place on the page (/#products) goes to that place.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
}
