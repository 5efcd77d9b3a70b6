import { z } from 'zod';

/**
 * What anyone may hear or read of a product before buying (decision 052): up to a minute of an mp3 or the
 * first pages of a PDF, made by the server, or a preview file the creator sent.
 */
export const PREVIEW_FIELD = 'preview';
/** How much of an mp3 the made preview holds, and how many first pages of a PDF. */
export const PREVIEW_SECONDS = 60;
export const SAMPLE_PAGES = 3;
/**
 * The largest PDF the server makes a sample of (bytes). Its PDF reader holds the whole file and a copy of every
 * stream in it, about three times the file in memory: above this a sample would break the 64 MB budget
 * (decision 052), so a larger PDF is sold without one unless its creator sends their own.
 */
export const PDF_SAMPLE_MAX_BYTES = 20 * 1024 * 1024;

/** Whether the server makes a sample of a PDF of `size` bytes (the page tells the creator when it does not). */
export const pdfGetsMadeSample = (size: number) => size <= PDF_SAMPLE_MAX_BYTES;
/** The preview files a creator may send: one kind for listening, one for reading. */
export const PREVIEW_EXTENSIONS = ['mp3', 'pdf'] as const;
export const previewKind = z.enum(['audio', 'pdf']);
export type PreviewKind = z.infer<typeof previewKind>;

/** The creator's view of a product's preview: its kind, and whether they sent it or the server made it. */
export const creatorPreview = z.object({ kind: previewKind, own: z.boolean() }).nullable();

/** The kind of preview a stored media type is, for the types a preview may have. */
export function previewKindOf(mediaType: string | null): PreviewKind | null {
  if (mediaType === 'audio/mpeg') return 'audio';
  if (mediaType === 'application/pdf') return 'pdf';
  return null;
}
