import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within one screen's height below the viewport (or into it), and from then on. A
 * section below the fold asks for its data and draws it then, not during the page's first load. False on the server
 * and while hydrating, so the drawn HTML and the first client render agree; true at once without IntersectionObserver.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
