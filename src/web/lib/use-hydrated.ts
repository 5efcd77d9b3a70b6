import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's markup; true from the render after. A drawn
 * page's parts hydrate one by one, so a query answered meanwhile (the header's cart) must not change
 * what a later part draws during hydration, or React throws a mismatch (#418).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
