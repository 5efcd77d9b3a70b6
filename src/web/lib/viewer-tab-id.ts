import { VIEWER_TAB_ID } from '../../contract/catalog';

// This tab's viewer id for the "others viewing" count: random, kept per tab (sessionStorage) and gone when the tab
// closes; never a cookie (docs/decisions/057).
const TAB_ID_KEY = 'viewerTabId';
let fallbackId: string | undefined;

const newTabId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

export function viewerTabId(): string {
  try {
    const kept = window.sessionStorage.getItem(TAB_ID_KEY);
    if (kept && VIEWER_TAB_ID.test(kept)) return kept;
    const made = newTabId();
    window.sessionStorage.setItem(TAB_ID_KEY, made);
    return made;
  } catch {
    // Storage is off: the id lasts as long as this page.
    fallbackId ??= newTabId();
    return fallbackId;
  }
}
