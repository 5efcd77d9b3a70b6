/**
 * Words that suggest someone may be at risk. Any AI answer (built-in or model) to such a text gets the
 * caring message below, and a support request with them goes to a person.
 */
const SAFETY_PATTERN =
  /\b(suicid\w*|kill (my|him|her|them)sel(f|ves)|end (my|it all|my life)|self[- ]?harm\w*|hurt(ing)? myself|cutting myself|don'?t want to (live|be here)|no reason to live|abus(e|ed|ive|ing)|threat(en|ened|ening|s)?|stalk(ed|ing|er)?|domestic violence|assault(ed)?|unsafe at home)\b/i;

export function detectSafetyConcern(text: string): boolean {
  return SAFETY_PATTERN.test(text);
}

export const SAFETY_MESSAGE =
  'What you wrote matters, and so do you. If you are in danger or thinking about harming yourself, please reach out now: ' +
  'call 999 in an emergency, or call Samaritans free on 116 123 (UK, any time, day or night). You do not have to carry this alone.';
