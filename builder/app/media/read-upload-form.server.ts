import {
  AppError,
  REQUEST_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadTooLargeMessage,
  type TUploadPurpose,
} from '@atrium/core';
import { unstable_parseMultipartFormData } from '@remix-run/node';

/** Room for the text fields and multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 1024;
const MAX_PARTS = 16;

export interface UploadForm {
  fields: Record<string, string>;
  file?: { bytes: Uint8Array; filename?: string; contentType?: string };
}

const largestLimit = Math.max(...Object.values(UPLOAD_MAX_BYTES));

function isPurpose(value: string | undefined): value is TUploadPurpose {
  return (UPLOAD_PURPOSES as readonly string[]).includes(value ?? '');
}

/**
 * Reads the upload's multipart body as it streams in, never holding more than the limit:
 * a Content-Length over the largest limit is refused before reading; the body as a whole is
 * cut off past the largest limit plus a little overhead; the file part is cut off at the limit
 * of the purpose field when that came first (send the file last), else at the largest limit
 * (the purpose's own limit is then checked once the image is processed). Text fields are at
 * most 1 KB each, 16 parts in all, one file.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !request.body) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badForm);
  }
  const maxBody = largestLimit + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBody) {
    throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.tooLarge('upload'), { field: 'file' });
  }

  const form: UploadForm = { fields: {} };
  let parts = 0;
  let bodyTooLarge = false;
  let received = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBody) {
          bodyTooLarge = true;
          controller.error(new Error('Upload body too large'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const limitedRequest = new Request(request.url, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: limited,
    duplex: 'half',
  } as RequestInit);

  try {
    await unstable_parseMultipartFormData(limitedRequest, async (part) => {
      parts += 1;
      if (parts > MAX_PARTS) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badForm);
      if (part.filename !== undefined) {
        if (part.name !== 'file') throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badForm);
        if (form.file) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.singleFile, { field: 'file' });
        const purpose = isPurpose(form.fields.purpose) ? form.fields.purpose : undefined;
        const limit = purpose ? UPLOAD_MAX_BYTES[purpose] : largestLimit;
        const chunks: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of part.data) {
          size += chunk.byteLength;
          if (size > limit) {
            throw new AppError('PAYLOAD_TOO_LARGE', uploadTooLargeMessage(purpose ?? 'editor'), { field: 'file' });
          }
          chunks.push(chunk);
        }
        const bytes = new Uint8Array(size);
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.byteLength;
        }
        form.file = { bytes, filename: part.filename, contentType: part.contentType };
        return undefined;
      }
      let text = '';
      let size = 0;
      const decoder = new TextDecoder();
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        if (size > MAX_FIELD_BYTES) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badForm);
        text += decoder.decode(chunk, { stream: true });
      }
      form.fields[part.name] = text + decoder.decode();
      return undefined;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (bodyTooLarge) {
      const purpose = isPurpose(form.fields.purpose) ? form.fields.purpose : undefined;
      const message = purpose ? uploadTooLargeMessage(purpose) : REQUEST_MESSAGES.tooLarge('upload');
      throw new AppError('PAYLOAD_TOO_LARGE', message, { field: 'file' });
    }
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.badForm, { cause: error });
  }
  return form;
}
