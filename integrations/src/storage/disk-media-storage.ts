import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createReadableStreamFromReadable } from '@remix-run/node';
import {
  assertMediaKey,
  contentTypeForKey,
  type MediaObject,
  type MediaObjectInfo,
  type MediaStorage,
} from './media-storage';

/**
 * Media on the local disk under one root (`${DATA_DIR}/media` by default), one file per key.
 * Writes go to a temporary file renamed into place, so a reader never sees half a file. The
 * content type comes from the key's extension, the ETag from size and modification time.
 */
export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, _options: { contentType: string }): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<MediaObjectInfo | undefined> {
    const file = this.fileFor(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return {
        key,
        size: info.size,
        contentType: contentTypeForKey(key),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<MediaObject | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    const stream = createReadStream(this.fileFor(key));
    return { ...info, body: createReadableStreamFromReadable(stream) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  /** The file of a key; refuses keys outside the grammar and (belt and braces) outside the root. */
  private fileFor(key: string): string {
    assertMediaKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error('Media key escapes the storage root');
    return file;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
