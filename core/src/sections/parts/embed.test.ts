import { describe, expect, it } from 'vitest';
import { embedFrame } from './embed';

describe('embedFrame', () => {
  it('takes only an https src, a title and known permissions from iframe code', () => {
    expect(
      embedFrame({
        embedSource: 'iframe',
        url: '',
        code: '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/x?a=1&amp;b=2" title="Video" allow="autoplay; camera; fullscreen" onload="alert(1)"></iframe>',
      }),
    ).toEqual({ src: 'https://www.youtube.com/embed/x?a=1&b=2', title: 'Video', allow: 'autoplay; fullscreen' });
  });

  it('refuses anything that is not https', () => {
    expect(embedFrame({ embedSource: 'url', url: 'javascript:alert(1)', code: '' })).toBeUndefined();
    expect(embedFrame({ embedSource: 'url', url: 'http://example.com', code: '' })).toBeUndefined();
    expect(embedFrame({ embedSource: 'iframe', url: '', code: '<div>no frame</div>' })).toBeUndefined();
    expect(embedFrame({ embedSource: 'none', url: 'https://example.com', code: '' })).toBeUndefined();
    expect(embedFrame({ embedSource: 'url', url: 'https://example.com/form', code: '' })?.src).toBe(
      'https://example.com/form',
    );
  });
});
