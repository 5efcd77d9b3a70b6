// No zod here: the product page's heartbeat reads it without loading the schemas.

/** A signed-out tab's viewer id: 22 base64url characters (docs/decisions/057). */
export const VIEWER_TAB_ID = /^[\w-]{22}$/;
