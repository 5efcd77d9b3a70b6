import { PDFDocument } from 'pdf-lib';
import { SAMPLE_PAGES } from '../../../contract/previews.js';

/**
 * A new PDF of the first `pages` pages of `pdf`, copied whole (their fonts and images come along). pdf-lib
 * parses the whole document in memory, so the file is read in full first (decision 052 has the figures).
 * Throws when the PDF cannot be read, or is encrypted: such a product gets no sample.
 */
export async function pdfSample(pdf: Uint8Array, pages = SAMPLE_PAGES): Promise<Buffer> {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  const sample = await PDFDocument.create();
  const indices = source.getPageIndices().slice(0, pages);
  if (indices.length === 0) throw new Error('the PDF has no pages');
  for (const page of await sample.copyPages(source, indices)) sample.addPage(page);
  sample.setTitle(`${source.getTitle() ?? 'Sample'} (sample)`);
  return Buffer.from(await sample.save());
}
