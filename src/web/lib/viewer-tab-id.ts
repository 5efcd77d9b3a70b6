import { VIEWER_TAB_ID } from '../../contract/viewer-tab';
import { readTabStored, writeTabStored } from './storage';

// This tab's viewer id for the "others viewing" count: random, kept per tab (sessionStorage) and gone when the tab
// closes; never a cookie (docs/decisions/057).
const TAB_ID_KEY = 'viewerTabId';
// Storage may be off: then the id lasts as long as this page.
let madeHere: string | undefined;

const newTabId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

export function viewerTabId(): string {
  const kept = readTabStored(TAB_ID_KEY);
  if (kept && VIEWER_TAB_ID.test(kept)) return kept;
  madeHere ??= newTabId();
  writeTabStored(TAB_ID_KEY, madeHere);
  return madeHere;
}
