import { describe, expect, it } from 'vitest';
import { ZHeaderSchema, ZNavLinkSchema, defaultHeader } from './header';

describe('defaultHeader', () => {
  it('matches the spec defaults', () => {
    expect(defaultHeader()).toMatchObject({
      version: 1,
      disabled: false,
      layout: 'globalHeader01',
      background: { color: '#ffffff', isTransparent: false },
      auth: { hideDefaultButtons: false, loginText: 'Log In', signupText: 'Sign Up' },
      button: { integration: 'none' },
      nav: [],
      styles: {
        nav: {
          placement: 'top',
          fontSize: 'sm',
          fontWeight: 'bold',
          dropdown: { background: { color: 'white' } },
        },
        logo: { height: 40 },
      },
    });
  });
});

describe('ZHeaderSchema', () => {
  it('keeps given settings and fills the rest', () => {
    const header = ZHeaderSchema.parse({ layout: 'globalHeader03', auth: { loginText: 'Sign in' } });
    expect(header.layout).toBe('globalHeader03');
    expect(header.auth).toEqual({ hideDefaultButtons: false, loginText: 'Sign in', signupText: 'Sign Up' });
  });

  it.each([
    ['an unknown layout', { layout: 'globalHeader04' }],
    ['a logo taller than 100', { styles: { logo: { height: 101 } } }],
    ['a side placement typo', { styles: { nav: { placement: 'left' } } }],
    ['a nav link without an id', { nav: [{ name: 'About' }] }],
  ])('refuses %s', (_, input) => {
    expect(ZHeaderSchema.safeParse(input).success).toBe(false);
  });
});

describe('ZNavLinkSchema', () => {
  it("defaults an empty link to a page link named 'Page'", () => {
    expect(ZNavLinkSchema.parse({ _id: 'l1' })).toEqual({
      _id: 'l1',
      name: 'Page',
      path: '',
      icon: '',
      type: 'page',
      alwaysVisible: false,
      publicViewOnly: false,
      isProtected: false,
      subnav: [],
    });
  });
});
