import path from 'node:path';
import { withoutTextDirection } from '../../contract/text-direction.js';

const MAX_NAME_LENGTH = 120;

/**
 * The name a buyer downloads the file under, from whatever the uploader's browser sent: the last
 * path segment only, no control, reserved or text-direction characters, no "..", no leading dots, at most
 * MAX_NAME_LENGTH characters, always ending in `.extension` (the type the content was checked as).
 */
export function sanitiseFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutTextDirection(base)
    .normalize('NFC')
    // Control characters, and characters Windows refuses in names.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  const suffix = `.${extension}`;
  const stem = (cleaned.toLowerCase().endsWith(suffix) ? cleaned.slice(0, -suffix.length) : cleaned).replace(
    /^[.\s]+|[.\s]+$/g,
    '',
  );
  const kept = [...stem]
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trim();
  return `${kept || 'file'}${suffix}`;
}

/** The lower-case extension without its dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}
