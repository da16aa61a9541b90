import { AppError, UPLOAD_MESSAGES } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { readUploadForm } from './read-upload-form.server';

const BOUNDARY = '----atrium-test-boundary';
const encoder = new TextEncoder();

function field(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

/**
 * A multipart request whose file part streams `fileBytes` bytes in 64 KB chunks, with no
 * Content-Length (as a chunked upload arrives); `pulled()` tells how much the reader took.
 */
function streamingUpload(fields: Record<string, string>, fileBytes: number) {
  let sent = 0;
  let stage = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        const head = Object.entries(fields)
          .map(([k, v]) => field(k, v))
          .join('');
        controller.enqueue(
          encoder.encode(
            `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        );
        stage = 1;
      } else if (sent < fileBytes) {
        const size = Math.min(chunk.byteLength, fileBytes - sent);
        controller.enqueue(chunk.subarray(0, size));
        sent += size;
      } else {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
    },
  });
  const request = new Request('http://localhost/api/uploads', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => sent };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readUploadForm', () => {
  it('reads the fields and the file', async () => {
    const { request } = streamingUpload({ purpose: 'editor', publicId: 'x-1' }, 1000);
    const form = await readUploadForm(request);
    expect(form.fields).toEqual({ purpose: 'editor', publicId: 'x-1' });
    expect(form.file).toMatchObject({ filename: 'a.png', contentType: 'image/png' });
    expect(form.file!.bytes.byteLength).toBe(1000);
  });

  it('stops reading a file past the editor limit instead of buffering it', async () => {
    const upload = streamingUpload({ purpose: 'editor' }, 50 * 1024 * 1024);
    const error = await refusal(readUploadForm(upload.request));
    expect(error.message).toBe('The image is too large: the limit is 5 MB. Please compress it first and try again.');
    expect(upload.pulled()).toBeLessThan(5_242_880 + 512 * 1024);
  });

  it('stops at 1 MB when the purpose (sent first) is a logo', async () => {
    const upload = streamingUpload({ purpose: 'logo' }, 20 * 1024 * 1024);
    expect((await refusal(readUploadForm(upload.request))).message).toBe('The image is too large: the limit is 1 MB.');
    expect(upload.pulled()).toBeLessThan(1_048_576 + 512 * 1024);
  });

  it('stops at 20 MB for an attachment, with a 413', async () => {
    const upload = streamingUpload({ purpose: 'attachment' }, 30 * 1024 * 1024);
    const error = await refusal(readUploadForm(upload.request));
    expect(error).toMatchObject({ status: 413, message: 'The file is too large: the limit is 20 MB.' });
    expect(upload.pulled()).toBeLessThan(20_971_520 + 512 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const upload = streamingUpload({}, 50 * 1024 * 1024);
    const request = new Request(upload.request, {
      headers: { ...Object.fromEntries(upload.request.headers), 'Content-Length': String(50 * 1024 * 1024) },
    });
    expect((await refusal(readUploadForm(request))).message).toBe(
      'This upload is too large: images may be at most 5 MB, attachments 20 MB.',
    );
    // At most what the stream buffered ahead on its own, nothing read by the parser.
    expect(upload.pulled()).toBeLessThanOrEqual(128 * 1024);
  });

  it('refuses bodies that are not multipart, huge fields and too many parts', async () => {
    const plain = new Request('http://localhost/api/uploads', {
      method: 'POST',
      body: 'a=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await refusal(readUploadForm(plain))).message).toBe(UPLOAD_MESSAGES.badForm);
    expect((await refusal(readUploadForm(streamingUpload({ publicId: 'x'.repeat(5000) }, 10).request))).message).toBe(
      UPLOAD_MESSAGES.badForm,
    );
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'v']));
    expect((await refusal(readUploadForm(streamingUpload(many, 10).request))).message).toBe(UPLOAD_MESSAGES.badForm);
  });
});
