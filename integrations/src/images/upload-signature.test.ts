import { describe, expect, it } from 'vitest';
import { AppError, UPLOAD_MESSAGES } from '@atrium/core';
import { createUploadSignature, signUploadFields, uploadPublicId, verifyUploadSignature } from './upload-signature';

const SECRET = 'upload-test-secret-upload-test-secret';
const NOW = Date.UTC(2026, 0, 5, 12);

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('accepted');
}

describe('upload signatures', () => {
  it('signs a site folder, a public id from the file name, the time in seconds and the purpose', () => {
    const signed = createUploadSignature(SECRET, {
      siteId: 'site1',
      purpose: 'logo',
      filename: 'Café Logo (1).PNG',
      now: NOW,
    });
    expect(signed).toMatchObject({ folder: 'sites/site1', timestamp: NOW / 1000, purpose: 'logo' });
    expect(signed.publicId).toMatch(/^cafe-logo-1-[a-z0-9]{10}$/);
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(() => verifyUploadSignature(SECRET, signed, { siteId: 'site1', now: NOW + 3_599_000 })).not.toThrow();
  });

  it('refuses a changed field, another site, another secret, an expired or future timestamp', () => {
    const signed = createUploadSignature(SECRET, { siteId: 'site1', purpose: 'editor', now: NOW });
    const invalid = UPLOAD_MESSAGES.signatureInvalid;
    expect(
      refusal(() => verifyUploadSignature(SECRET, { ...signed, publicId: 'other-x' }, { siteId: 'site1', now: NOW })),
    ).toBe(invalid);
    expect(
      refusal(() => verifyUploadSignature(SECRET, { ...signed, purpose: 'logo' }, { siteId: 'site1', now: NOW })),
    ).toBe(invalid);
    expect(
      refusal(() =>
        verifyUploadSignature(SECRET, { ...signed, timestamp: signed.timestamp + 1 }, { siteId: 'site1', now: NOW }),
      ),
    ).toBe(invalid);
    expect(
      refusal(() =>
        verifyUploadSignature(SECRET, { ...signed, signature: '0'.repeat(64) }, { siteId: 'site1', now: NOW }),
      ),
    ).toBe(invalid);
    // The folder must be the site the caller is allowed to edit, even with a valid signature for another.
    const other = createUploadSignature(SECRET, { siteId: 'site2', purpose: 'editor', now: NOW });
    expect(refusal(() => verifyUploadSignature(SECRET, other, { siteId: 'site1', now: NOW }))).toBe(invalid);
    expect(
      refusal(() => verifyUploadSignature(SECRET, { ...other, folder: 'sites/site1' }, { siteId: 'site1', now: NOW })),
    ).toBe(invalid);
    expect(refusal(() => verifyUploadSignature(`${SECRET}x`, signed, { siteId: 'site1', now: NOW }))).toBe(invalid);
    expect(refusal(() => verifyUploadSignature(SECRET, signed, { siteId: 'site1', now: NOW + 3_601_000 }))).toBe(
      UPLOAD_MESSAGES.signatureExpired,
    );
    const future = { ...signed, timestamp: NOW / 1000 + 3600 };
    const forged = { ...future, signature: signUploadFields(SECRET, future) };
    expect(refusal(() => verifyUploadSignature(SECRET, forged, { siteId: 'site1', now: NOW }))).toBe(invalid);
  });

  it('derives public ids that fit the key grammar', () => {
    expect(uploadPublicId(undefined, 'editor')).toMatch(/^image-[a-z0-9]{10}$/);
    expect(uploadPublicId('../../etc/passwd', 'favicon')).toMatch(/^etc-passwd-[a-z0-9]{10}$/);
    expect(uploadPublicId('日本.png', 'favicon')).toMatch(/^favicon-[a-z0-9]{10}$/);
    expect(uploadPublicId(`${'a-'.repeat(60)}.jpg`, 'editor')).toMatch(/^(a-){19}a-[a-z0-9]{10}$/);
  });
});
