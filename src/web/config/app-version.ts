// Written in at build time by vite.config.ts (`define`).
declare const __APP_VERSION__: string;

/** The version in package.json of the build being served. */
export const APP_VERSION = __APP_VERSION__;
