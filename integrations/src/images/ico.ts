/**
 * A Windows icon (.ico) holding PNG images, which every browser since IE 11 reads (the ICO
 * format has allowed PNG entries since Windows Vista). Layout: ICONDIR (6 bytes), one
 * ICONDIRENTRY (16 bytes) per image, then the PNG data; sizes of 256 are written as 0.
 */
export function encodeIco(images: Array<{ size: number; png: Uint8Array }>): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const out = Buffer.alloc(total);
  out.writeUInt16LE(0, 0);
  out.writeUInt16LE(1, 2);
  out.writeUInt16LE(images.length, 4);
  let offset = headerSize;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    out.writeUInt8(image.size >= 256 ? 0 : image.size, entry);
    out.writeUInt8(image.size >= 256 ? 0 : image.size, entry + 1);
    out.writeUInt8(0, entry + 2);
    out.writeUInt8(0, entry + 3);
    out.writeUInt16LE(1, entry + 4);
    out.writeUInt16LE(32, entry + 6);
    out.writeUInt32LE(image.png.byteLength, entry + 8);
    out.writeUInt32LE(offset, entry + 12);
    out.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
