import { UPLOAD_MAX_BYTES, uploadTooLargeMessage, type Attachment } from '@atrium/core';
import { signedUploadForm } from '../media/upload-image';

/**
 * Uploads one file into an attachment cell (ADR 038): refused here past 20 MB, then signed and
 * posted like the editor's images, with XMLHttpRequest because fetch reports no upload progress.
 * Resolves the cell's new item or rejects with the server's message.
 */
export async function uploadAttachment(
  siteId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  if (file.size > UPLOAD_MAX_BYTES.attachment) throw new Error(uploadTooLargeMessage('attachment'));
  const { uploadUrl, form } = await signedUploadForm(siteId, file, 'attachment');
  const answer = await new Promise<{ ok?: boolean; attachment?: Attachment; error?: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve((xhr.response ?? {}) as { ok?: boolean; attachment?: Attachment; error?: string });
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again.'));
    xhr.send(form);
  });
  if (!answer.ok || !answer.attachment) throw new Error(answer.error ?? 'The upload failed. Please try again.');
  onProgress(1);
  return answer.attachment;
}

/** The portal id in a grid API path (`/api/sites/{siteId}/tables/…`). */
export function siteIdOfApi(api: string): string {
  return /^\/api\/sites\/([^/]+)\//.exec(api)?.[1] ?? '';
}
