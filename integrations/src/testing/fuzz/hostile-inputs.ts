import { BODY_LIMIT_BYTES } from '@atrium/core';
import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz suites (ADR 020): what an attacker sends to a form action, a JSON
 * API or a listing's query string. Every value here is wrong in some way: the suites assert
 * that none is answered with a 5xx or a stack trace, and that none changes saved data.
 */

/** Values an app's fixture knows (its ids, and other tenants' ids) to mix into the hostile ones. */
export interface FuzzVocabulary {
  /** Field names the app's forms and APIs read (`intent`, `email`, `pageId`, …). */
  fieldNames: readonly string[];
  /** Values that are valid somewhere but must not be honoured here (other tenants' ids, intents). */
  knownValues: readonly string[];
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const NUMBER_WORDS = [
  '1e40',
  '-1e40',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x10',
  '1e-400',
  '9007199254740993',
  '-1',
];

/** Strings PostgreSQL cannot store, or code cannot expect. */
const nastyText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '😀'.slice(0, 1),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table sites; --",
  '%',
  '%zz',
  '%E0%A4%A',
  '\u202e\u0000',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'null',
  'undefined',
  '[object Object]',
  ...PROTOTYPE_KEYS,
  ...NUMBER_WORDS,
);

function hostileString(vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: nastyText, weight: 6 },
    { arbitrary: fc.constantFrom(...vocabulary.knownValues), weight: 3 },
    // Past the password cap, past common text limits, past the longest text a section holds.
    { arbitrary: fc.constantFrom(257, 1_001, 5_001, 20_001).map((n) => 'x'.repeat(n)), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...vocabulary.knownValues), nastyText)
        .map(([known, nasty]) => `${known}${nasty}`),
      weight: 2,
    },
  );
}

/** A JSON value whose leaves are hostile: strings above, odd numbers, deep or wide shapes. */
function hostileJsonValue(vocabulary: FuzzVocabulary): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileString(vocabulary),
    fc.constantFrom(1e40, -1e40, -0, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 1, -1, 0.5, true, false, null),
  );
  const key = fc.oneof(fc.constantFrom(...vocabulary.fieldNames), fc.constantFrom(...PROTOTYPE_KEYS), nastyText);
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  })).value;
}

/** A JSON object of the fields a route reads, each with a hostile value. */
function hostileFields(vocabulary: FuzzVocabulary): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...vocabulary.fieldNames, ...PROTOTYPE_KEYS), hostileJsonValue(vocabulary)), {
      minLength: 1,
      maxLength: 6,
      selector: ([name]) => name,
    })
    .map((entries) => {
      const object: Record<string, unknown> = {};
      // defineProperty: a `__proto__` entry is an own key here, as JSON.parse makes it.
      for (const [name, value] of entries) {
        Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
      }
      return object;
    });
}

/** Form fields as text: known names with hostile values (a known value sometimes, so intents go deeper). */
function hostileFormEntries(vocabulary: FuzzVocabulary): fc.Arbitrary<Array<[string, string]>> {
  return fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...vocabulary.fieldNames), fc.constantFrom(...PROTOTYPE_KEYS), nastyText),
      hostileString(vocabulary),
    ),
    { minLength: 1, maxLength: 8 },
  );
}

export interface HostileBody {
  contentType?: string;
  body: Buffer;
  /** What the body is, for the failure report. */
  label: string;
}

const text = (value: string) => Buffer.from(value, 'utf8');

function urlencoded(entries: Array<[string, string]>): string {
  return entries.map(([name, value]) => `${percentEncodeLoosely(name)}=${percentEncodeLoosely(value)}`).join('&');
}

/** encodeURIComponent throws on lone surrogates; an attacker's bytes are whatever they are. */
function percentEncodeLoosely(value: string): string {
  return Array.from(value, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function multipart(entries: Array<[string, string]>, boundary: string): string {
  const parts = entries.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * One hostile request body, with or without a content type, of every shape a route might meet
 * (bodies past the size limits are about 1 in 90: a few per route are enough, and each costs
 * megabytes on the wire). Over 100 lines on purpose: one `fc.oneof` lists every shape, so their
 * weights read together.
 */
export function hostileBody(vocabulary: FuzzVocabulary): fc.Arbitrary<HostileBody> {
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  return fc.oneof(
    {
      weight: 30,
      arbitrary: hostileFields(vocabulary).map((fields) => ({
        contentType: json,
        body: text(JSON.stringify(fields)),
        label: 'json fields',
      })),
    },
    {
      weight: 30,
      arbitrary: hostileFormEntries(vocabulary).map((entries) => ({
        contentType: form,
        body: text(urlencoded(entries)),
        label: 'urlencoded fields',
      })),
    },
    {
      weight: 10,
      arbitrary: hostileFormEntries(vocabulary).map((entries) => ({
        contentType: 'multipart/form-data; boundary=fuzzfuzz',
        body: text(multipart(entries, 'fuzzfuzz')),
        label: 'multipart fields',
      })),
    },
    {
      weight: 10,
      arbitrary: fc
        .tuple(
          fc.constantFrom(json, form, 'text/plain', 'application/xml', 'multipart/form-data', 'image/png', ''),
          hostileFields(vocabulary),
        )
        .map(([contentType, fields]) => ({
          ...(contentType ? { contentType } : {}),
          body: text(
            contentType === json
              ? urlencoded(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v) ?? '']))
              : JSON.stringify(fields),
          ),
          label: `wrong content type ${contentType || '(none)'}`,
        })),
    },
    {
      weight: 8,
      arbitrary: fc.constantFrom(
        { contentType: form, body: text(''), label: 'empty form' },
        { body: text(''), label: 'no body, no type' },
        { contentType: json, body: text(''), label: 'empty json' },
        { contentType: json, body: text('{"a":'), label: 'truncated json' },
        { contentType: json, body: text('NaN'), label: 'json NaN' },
        { contentType: json, body: text('{"a":1e40,"b":-0,"c":1e999}'), label: 'json odd numbers' },
        { contentType: json, body: text('"\\ud800"'), label: 'json lone surrogate' },
        { contentType: json, body: text('{"__proto__":{"isAdmin":true}}'), label: 'json __proto__' },
        { contentType: json, body: text('{"constructor":{"prototype":{"x":1}}}'), label: 'json constructor' },
        { contentType: form, body: text('a=%zz&b=%E0%A4&%=1&intent=%'), label: 'bad percent-encoding' },
        { contentType: form, body: text('intent=a%00b'), label: 'form NUL' },
        {
          contentType: form,
          body: text('__proto__[x]=1&constructor[prototype][y]=2&a.__proto__.b=3'),
          label: 'form prototype names',
        },
        { contentType: 'multipart/form-data', body: text('--x\r\n\r\n'), label: 'multipart without boundary' },
        {
          contentType: 'multipart/form-data; boundary=x',
          body: text('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'),
          label: 'multipart unterminated',
        },
        { contentType: 'multipart/form-data; boundary=x', body: text('garbage'), label: 'multipart garbage' },
        {
          contentType: 'multipart/form-data; boundary=x',
          body: text(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001\r\n--x--\r\n',
          ),
          label: 'multipart NUL filename',
        },
        {
          contentType: 'application/json; charset=utf-16',
          body: Buffer.from('{"a":1}', 'utf16le'),
          label: 'utf-16 json',
        },
        { contentType: json, body: Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]), label: 'invalid utf-8' },
      ),
    },
    {
      weight: 3,
      arbitrary: fc.integer({ min: 65, max: 3_000 }).map((depth) => ({
        contentType: json,
        body: text(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`),
        label: `json nested ${depth} deep`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('form', 'json', 'draft').map((kind) => ({
        contentType: kind === 'form' ? form : json,
        body: text(`{"a":"${'x'.repeat(BODY_LIMIT_BYTES[kind as 'form'])}"}`),
        label: `over the ${kind} size limit`,
      })),
    },
  );
}

/** A hostile path segment for a route parameter, or a known value (own or another tenant's id). */
export function hostileSegment(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '%00',
        '%zz',
        '%E0%A4%A',
        '%ED%A0%80',
        '..%2F..%2Fetc',
        '__proto__',
        'constructor',
        '1e40',
        'NaN',
        '-0',
        'Infinity',
        '-1',
        '0',
        '9999999999999999999999',
        'x'.repeat(300),
        '%F0%9F%98%80',
        "'",
        '%27%20or%201%3D1',
      ),
    },
  );
}

/** A hostile query string: listing parameters, paging, redirects and ids with hostile values. */
export function hostileQuery(vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  const names = fc.oneof(
    fc.constantFrom('q', 'page', 'after', 'record', 'redirectTo', 'pageId', 'search', 'index', '_data', 'cursor'),
    fc.constantFrom(
      'siteId',
      'purpose',
      'filename',
      'tab',
      'notice',
      'code',
      'source',
      'token',
      'limit',
      'p',
      'version',
    ),
    fc.constantFrom('f.__proto__', 'f.constructor', 'f.toString', 'f.hasOwnProperty', 'f.fld', 'f.', '__proto__[x]'),
    fc.constantFrom(...vocabulary.fieldNames).map((name) => `f.${name}`),
  );
  const values = fc.oneof(
    fc.constantFrom(...NUMBER_WORDS, '0', '1', '2', '%zz', '%', '%00', '%ED%A0%80', '//evil.example', '/\\evil'),
    hostileString(vocabulary).map(percentEncodeLoosely),
  );
  return (
    fc
      .array(fc.tuple(names, values), { maxLength: 6 })
      .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}`))
      // Past 16 KB of request line and headers Node answers 431 itself and closes the connection.
      .map((query) => query.slice(0, 12_000))
  );
}

/** The Host header: usually the app's own, sometimes something no browser would send. */
export function hostileHost(own: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(own) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${own}:99999`,
        'exa mple.com',
        'evil.example/path?',
        'a@b',
        '[::1',
        `${own}, evil.example`,
        '..',
        'localhost:0',
        'x'.repeat(300),
        '%00',
        '127.0.0.1',
        'unknown-portal.localhost:3001',
      ),
    },
  );
}

/** A valid request body for a route (its fields), that the fuzz mutates. */
export type FuzzExample = Record<string, unknown>;

/**
 * A valid example with one or two fields made hostile (or a prototype key added), sent as a
 * form, multipart or JSON: this reaches the code behind a route's intent and schema checks,
 * where a purely random body is refused at the first check.
 */
export function mutatedExample(
  examples: readonly FuzzExample[],
  vocabulary: FuzzVocabulary,
): fc.Arbitrary<HostileBody> {
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString(vocabulary) },
    { weight: 1, arbitrary: hostileJsonValue(vocabulary) },
  );
  return fc
    .record({
      example: fc.constantFrom(...examples),
      mutations: fc.array(fc.tuple(fc.nat(), value), { minLength: 1, maxLength: 2 }),
      extraKey: fc.option(fc.constantFrom(...PROTOTYPE_KEYS), { freq: 4 }),
      encoding: fc.constantFrom('urlencoded', 'urlencoded', 'json', 'multipart'),
    })
    .map(({ example, mutations, extraKey, encoding }) => {
      const fields: Record<string, unknown> = { ...example };
      const names = Object.keys(fields);
      for (const [index, hostile] of mutations) fields[names[index % names.length]!] = hostile;
      if (extraKey)
        Object.defineProperty(fields, extraKey, { value: 'x', enumerable: true, writable: true, configurable: true });
      const entries = Object.entries(fields).map(([name, v]): [string, string] => [
        name,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]);
      if (encoding === 'json') {
        return { contentType: 'application/json', body: text(JSON.stringify(fields)), label: 'mutated example (json)' };
      }
      if (encoding === 'multipart') {
        return {
          contentType: 'multipart/form-data; boundary=fuzzfuzz',
          body: text(multipart(entries, 'fuzzfuzz')),
          label: 'mutated example (multipart)',
        };
      }
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: text(urlencoded(entries)),
        label: 'mutated example',
      };
    });
}
