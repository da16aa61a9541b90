import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';
import { SVG_WITH_SCRIPT, animatedGif, png } from './test-images';

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });

describe('detectImageType', () => {
  it('reads PNG, JPEG, GIF, WebP and AVIF from their bytes', async () => {
    expect(detectImageType(await png(4, 4))).toBe('png');
    expect(detectImageType(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await animatedGif())).toBe('gif');
    expect(detectImageType(await solid().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await solid().avif().toBuffer())).toBe('avif');
  });

  it('recognises SVG, with or without an XML declaration or BOM', () => {
    expect(detectImageType(SVG_WITH_SCRIPT)).toBe('svg');
    expect(detectImageType(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe('svg');
    expect(detectImageType(Buffer.from('<!-- x -->\n<!DOCTYPE svg><svg/>'))).toBe('svg');
  });

  it('knows nothing else', () => {
    for (const bytes of [
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('<html><body>hi</body></html>'),
      Buffer.from('GIF8'),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      // HEIC: an ISO-BMFF file whose brands are not AVIF.
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]),
      Buffer.alloc(0),
    ]) {
      expect(detectImageType(bytes)).toBeUndefined();
    }
  });
});
