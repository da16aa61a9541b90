import { describe, expect, it } from 'vitest';
import { canonicalRequestPath, isReservedPath, normalisePath, pathFromName } from './paths';
import { ZCreatePageSchema } from './schemas';

describe('pathFromName', () => {
  it.each([
    ['About us', '/about-us'],
    ['  Pricing & Plans! ', '/pricing-plans'],
    ['Café Crème', '/cafe-creme'],
    ['FAQ', '/faq'],
    ['2024 Report', '/2024-report'],
  ])('suggests %j -> %j', (name, path) => {
    expect(pathFromName(name)).toBe(path);
  });

  it('suggests paths Add Page accepts', () => {
    for (const name of ['About us', 'Q&A: Help', 'Ünïcödé Page']) {
      expect(ZCreatePageSchema.safeParse({ name, path: pathFromName(name) }).success).toBe(true);
    }
  });
});

describe('canonicalRequestPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/About-Us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['/about-us///', '/about-us'],
    ['/docs/intro/', '/docs/intro'],
    ['//', '/'],
  ])('maps %j to %j', (request, stored) => {
    expect(canonicalRequestPath(request)).toBe(stored);
  });
});

describe('isReservedPath and normalisePath', () => {
  it('reserves /account and everything under it, in any case', () => {
    expect(isReservedPath('/account')).toBe(true);
    expect(isReservedPath('/ACCOUNT/profile')).toBe(true);
    expect(isReservedPath('/accounts')).toBe(false);
    expect(isReservedPath('/my/account')).toBe(false);
  });

  it('trims and lowercases', () => {
    expect(normalisePath('  /About ')).toBe('/about');
  });
});
