/**
 * The stored extension of an attachment that is not a raster image (ADR 038): from the file's
 * magic bytes where the format has them, the name's extension only where it agrees with the bytes
 * (a `.docx` is a ZIP) or for plain formats without a signature (text, CSV), else `bin`. The
 * extension decides the Content-Type the file is served with (media-storage.ts), so an HTML, SVG,
 * XML or script file is always stored as `bin` and served as `application/octet-stream`.
 */
const SIGNATURES: ReadonlyArray<[string, number[], number?]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['gz', [0x1f, 0x8b]],
  ['mp3', [0x49, 0x44, 0x33]],
  ['webm', [0x1a, 0x45, 0xdf, 0xa3]],
  ['ogg', [0x4f, 0x67, 0x67, 0x53]],
  ['rtf', [0x7b, 0x5c, 0x72, 0x74, 0x66]],
];

/** Names a signature may go by (the first is the default). */
const ALIASES: Record<string, string[]> = {
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub'],
  ole: ['bin', 'doc', 'xls', 'ppt', 'msg'],
  mp4: ['mp4', 'm4a', 'm4v', 'mov'],
  webm: ['webm', 'mkv'],
};

/** Formats without a signature, kept by their name's extension. */
const PLAIN = new Set(['txt', 'csv', 'tsv', 'md']);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function signatureOf(bytes: Uint8Array): string | undefined {
  for (const [ext, signature] of SIGNATURES) if (startsWith(bytes, signature)) return ext;
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  return undefined;
}

export function attachmentExtension(bytes: Uint8Array, filename: string): string {
  const dot = filename.lastIndexOf('.');
  const named = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
  const signature = signatureOf(bytes);
  if (signature) {
    const names = ALIASES[signature] ?? [signature];
    return names.includes(named) ? named : names[0]!;
  }
  return PLAIN.has(named) ? named : 'bin';
}
