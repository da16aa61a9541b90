import { describe, expect, it } from 'vitest';
import {
  attachmentsFromText,
  attachmentsToText,
  attachmentUrl,
  contentDispositionAttachment,
  downloadFilename,
  isInlineMediaType,
  siteAttachmentKey,
} from './attachment-files';

describe('attachment files', () => {
  it('shows raster images inline and everything else as a download', () => {
    expect(isInlineMediaType('image/png')).toBe(true);
    expect(isInlineMediaType('IMAGE/JPEG; charset=binary')).toBe(true);
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xml',
      'application/pdf',
      'application/octet-stream',
    ]) {
      expect(isInlineMediaType(type)).toBe(false);
    }
  });

  it('names a download in the URL, not an image', () => {
    expect(attachmentUrl('sites/s1/photo-abc.png', 'Photo.png', 'image/png')).toBe('/media/sites/s1/photo-abc.png');
    expect(attachmentUrl('sites/s1/q3-abc.pdf', 'Q3 Réport (final).pdf', 'application/pdf')).toBe(
      '/media/sites/s1/q3-abc.pdf?name=Q3%20R%C3%A9port%20%28final%29.pdf',
    );
  });

  it('keeps the stored extension of a download and drops what could break the header', () => {
    expect(downloadFilename('sites/s1/q3-abc.pdf', 'Q3 Réport.pdf')).toBe('Q3 Réport.pdf');
    expect(downloadFilename('sites/s1/q3-abc.pdf', 'page.html')).toBe('page.html.pdf');
    expect(downloadFilename('sites/s1/q3-abc.pdf', 'a/b\\"c\r\n.pdf')).toBe('abc.pdf');
    expect(downloadFilename('sites/s1/q3-abc.pdf', null)).toBe('q3-abc.pdf');
    expect(downloadFilename('sites/s1/q3-abc.pdf', '  ')).toBe('q3-abc.pdf');
  });

  it('encodes the name for Content-Disposition (RFC 5987)', () => {
    expect(contentDispositionAttachment('Q3 Réport (final).pdf')).toBe(
      `attachment; filename="Q3 R_port (final).pdf"; filename*=UTF-8''Q3%20R%C3%A9port%20%28final%29.pdf`,
    );
    expect(contentDispositionAttachment('50% "off".txt')).toBe(
      `attachment; filename="50_ _off_.txt"; filename*=UTF-8''50%25%20%22off%22.txt`,
    );
  });

  it("accepts only this site's media paths as attachment URLs", () => {
    expect(siteAttachmentKey('/media/sites/s1/a-abc.pdf?name=A.pdf', 's1')).toBe('sites/s1/a-abc.pdf');
    expect(siteAttachmentKey('/media/sites/s1/a-abc.png', 's1')).toBe('sites/s1/a-abc.png');
    for (const url of [
      '/media/sites/s2/a-abc.pdf',
      'https://evil.test/media/sites/s1/a.pdf',
      'javascript:alert(1)',
      '/media/sites/s1/../s2/a.pdf',
      '/media/sites/s1/x/a.pdf',
      '/media/sites/s1/a.pdf?name=a&x=1',
      '/media/sites/s1/a.pdf#x',
      '//evil.test/media/sites/s1/a.pdf',
    ]) {
      expect(siteAttachmentKey(url, 's1'), url).toBeUndefined();
    }
  });
});

describe('attachments as CSV text', () => {
  it('writes name (url) and reads it back, a bare URL named by its file', () => {
    const items = [
      { filename: 'Q3 (final), v2.pdf', url: '/media/sites/s1/q3-abc.pdf?name=Q3%20%28final%29%2C%20v2.pdf' },
      { filename: 'photo.png', url: '/media/sites/s1/photo-abc.png' },
    ];
    const text = attachmentsToText(items);
    expect(text).toBe(
      'Q3 (final), v2.pdf (/media/sites/s1/q3-abc.pdf?name=Q3%20%28final%29%2C%20v2.pdf), photo.png (/media/sites/s1/photo-abc.png)',
    );
    expect(attachmentsFromText(text)).toEqual(items);
    expect(attachmentsFromText('https://x.test/files/a.pdf')).toEqual([
      { filename: 'a.pdf', url: 'https://x.test/files/a.pdf' },
    ]);
  });
});
