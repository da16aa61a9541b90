import { describe, expect, it } from 'vitest';
import { ZStockPhotoSearchSchema } from './stock-photos';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  ZUploadFieldsSchema,
  ZUploadSignatureRequestSchema,
  uploadTooLargeMessage,
} from './upload-limits';

describe('upload limits', () => {
  it('follows the spec: 5 MB (5242880 bytes) in the editor, 1 MB for logo and favicon; 20 MB for attachments', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({ editor: 5242880, logo: 1048576, favicon: 1048576, attachment: 20971520 });
    expect(uploadTooLargeMessage('attachment')).toBe('The file is too large: the limit is 20 MB.');
    expect(uploadTooLargeMessage('editor')).toBe(
      'The image is too large: the limit is 5 MB. Please compress it first and try again.',
    );
    expect(uploadTooLargeMessage('logo')).toBe('The image is too large: the limit is 1 MB.');
  });

  it('defaults the purpose to editor and refuses unknown ones', () => {
    expect(ZUploadSignatureRequestSchema.parse({ siteId: 's1' })).toEqual({ siteId: 's1', purpose: 'editor' });
    expect(ZUploadSignatureRequestSchema.safeParse({ siteId: 's1', purpose: 'avatar' }).error?.issues[0]?.message).toBe(
      'purpose must be editor, logo, favicon or attachment',
    );
    expect(ZUploadSignatureRequestSchema.safeParse({ siteId: '' }).success).toBe(false);
  });

  it('checks the shape of the signed fields', () => {
    const fields = {
      publicId: 'hero-a1b2c3d4e5',
      folder: 'sites/abc',
      timestamp: '1767225600',
      signature: 'a'.repeat(64),
      purpose: 'logo',
    };
    expect(ZUploadFieldsSchema.parse(fields)).toEqual({ ...fields, timestamp: 1767225600 });
    for (const bad of [{ folder: 'sites/../x' }, { publicId: '../x' }, { signature: 'zz' }, { timestamp: 'soon' }]) {
      expect(ZUploadFieldsSchema.safeParse({ ...fields, ...bad }).error?.issues[0]?.message).toBe(
        UPLOAD_MESSAGES.signatureInvalid,
      );
    }
  });
});

describe('ZStockPhotoSearchSchema', () => {
  it('trims the query and defaults the page to 1', () => {
    expect(ZStockPhotoSearchSchema.parse({ query: '  ocean ' })).toEqual({ query: 'ocean', page: 1 });
    expect(ZStockPhotoSearchSchema.parse({ page: '3' })).toEqual({ query: '', page: 3 });
    expect(ZStockPhotoSearchSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(ZStockPhotoSearchSchema.safeParse({ page: 'x' }).success).toBe(false);
  });
});
