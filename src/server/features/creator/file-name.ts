import path from 'node:path';

const MAX_NAME_LENGTH = 120;

/**
 * The name a buyer downloads the file under, from whatever the uploader's browser sent: the last
 * path segment only, no control or reserved characters, no "..", no leading dots, at most
 * MAX_NAME_LENGTH characters with the extension kept. Falls back to "file.<ext>".
 */
export function sanitiseFileName(original: string, fallbackExtension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters, and characters Windows refuses in names.
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const extension = path.extname(cleaned);
  const stem = cleaned.slice(0, cleaned.length - extension.length).trim();
  if (!stem) return `file.${fallbackExtension}`;
  const keptStem = [...stem].slice(0, MAX_NAME_LENGTH - extension.length).join('').trim();
  return `${keptStem}${extension.toLowerCase()}`;
}

/** The lower-case extension without its dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}
