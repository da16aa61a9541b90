import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, canonicalRequest, sha256Hex, signS3Request, uriEncode } from './s3-signature';

/** The GET-object example of "Signature Calculations for the Authorization Header" (Amazon S3 API reference). */
const EXAMPLE = {
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 for S3', () => {
  it('reproduces the signature of the documented GET object example', () => {
    const headers = signS3Request({
      ...EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    });
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('builds the documented canonical request', () => {
    const { canonical } = canonicalRequest({
      method: 'GET',
      path: '/test.txt',
      query: new URLSearchParams(),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    });
    expect(sha256Hex(canonical)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
  });

  it('encodes like RFC 3986, keeping slashes in paths only when asked', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('sites/a b.png', true)).toBe('sites/a%20b.png');
    expect(sha256Hex('')).toBe(EMPTY_PAYLOAD_SHA256);
  });
});
