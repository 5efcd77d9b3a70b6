import { SOURCE_PARAMS, toSourceTag } from '../../contract/source-tag';
import { readTabStored, writeTabStored } from './storage';

// This tab's source tag: kept per tab (sessionStorage), never in a cookie, until the tab closes (docs/decisions/051).
const SOURCE_KEY = 'trafficSource';

/** The source this tab came with, for an add-to-cart. */
export function readTrafficSource(): string | undefined {
  return readTabStored(SOURCE_KEY) ?? undefined;
}

/**
 * A product page's source: the tag its link carries (remembered for the tab, so the add-to-cart and the sale that
 * follow are counted for it too), else the one this tab came with, else none (counted as direct).
 */
export function rememberTrafficSource(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const tagged = SOURCE_PARAMS.map((name) => params.get(name)).find((value) => value !== null);
  if (tagged === undefined) return readTrafficSource();
  const tag = toSourceTag(tagged);
  // Storage may be off: this page view still carries its tag.
  writeTabStored(SOURCE_KEY, tag);
  return tag;
}
