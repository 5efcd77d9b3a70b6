import { z } from 'zod';

/**
 * Characters that change the direction of the text around them: embeddings and overrides (U+202A-U+202E),
 * isolates (U+2066-U+2069) and the direction marks (U+200E, U+200F, U+061C). Shown to someone else they
 * disguise text: "Calm \u202efdp.exe" reads "Calm exe.pdf".
 */
const TEXT_DIRECTION_CHARACTERS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const changesTextDirection = (text: string) => text.search(TEXT_DIRECTION_CHARACTERS) !== -1;

/** The one refinement of every text a person writes for the shop to keep or show: `.check(keepsTextDirection('Title'))`. */
export const keepsTextDirection = (label: string) =>
  z.refine<string>((text) => !changesTextDirection(text), {
    message: `${label} cannot contain characters that change text direction`,
  });

/** Text the shop cannot send back to be changed (a file's name, a name from the identity provider), without them. */
export const withoutTextDirection = (text: string) => text.replace(TEXT_DIRECTION_CHARACTERS, '');
