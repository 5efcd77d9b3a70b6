import { describe, expect, it } from 'vitest';
import { extensionOf, sanitiseFileName } from '../../../src/server/lib/file-name.js';

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\guide.pdf', 'guide.pdf'],
    ['C:\\Users\\maya\\Desktop\\Moon Journal.TXT', 'Moon Journal.txt'],
    ['bad\u0000name\u001f.pdf', 'badname.pdf'],
    ['what?<is>:this|*.zip', 'whatisthis.zip'],
    ['..hidden..name...pdf', 'hidden.name.pdf'],
    ['  spaced   out  .mp3', 'spaced out.mp3'],
    ['Méditation du cœur.mp3', 'Méditation du cœur.mp3'],
    // Shown as "Calm exe.pdf" with the override left in.
    ['Calm \u202efdp.exe.pdf', 'Calm fdp.exe.pdf'],
    ['\u2067שלום\u2069 \u200fpeace\u200e\u061c.pdf', 'שלום peace.pdf'],
    ['../', 'file.pdf'],
    ['.pdf', 'file.pdf'],
    ['', 'file.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitiseFileName(input, extensionOf(input) || 'pdf')).toBe(expected);
  });

  it('shortens a long name and keeps the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.epub`, 'epub');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.epub')).toBe(true);
  });
});
