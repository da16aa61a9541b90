import { describe, expect, it } from 'vitest';
import { attachmentExtension } from './detect-file-type';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('attachmentExtension', () => {
  it('takes the type from the bytes, the name only where the bytes agree', () => {
    expect(attachmentExtension(bytes('%PDF-1.7 ...'), 'Invoice.PDF')).toBe('pdf');
    expect(attachmentExtension(bytes('%PDF-1.7 ...'), 'invoice.html')).toBe('pdf');
    expect(attachmentExtension(bytes('PK\u0003\u0004....'), 'Plan.docx')).toBe('docx');
    expect(attachmentExtension(bytes('PK\u0003\u0004....'), 'plan.exe')).toBe('zip');
    expect(attachmentExtension(bytes('\u0000\u0000\u0000\u0018ftypmp42'), 'clip.mov')).toBe('mov');
    expect(attachmentExtension(bytes('a,b\n1,2\n'), 'data.csv')).toBe('csv');
    expect(attachmentExtension(bytes('hello'), 'notes.txt')).toBe('txt');
  });

  it('stores markup, scripts and unknown files as bin', () => {
    expect(attachmentExtension(bytes('<html><script>alert(1)</script>'), 'page.html')).toBe('bin');
    expect(attachmentExtension(bytes('<svg onload="alert(1)"/>'), 'logo.svg')).toBe('bin');
    expect(attachmentExtension(bytes('<?xml version="1.0"?>'), 'feed.xml')).toBe('bin');
    expect(attachmentExtension(bytes('alert(1)'), 'app.js')).toBe('bin');
    expect(attachmentExtension(bytes('%PDF'), 'no-extension')).toBe('bin');
  });
});
