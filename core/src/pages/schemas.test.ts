import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZClonePageSchema, ZCreatePageSchema, ZPageSettingsSchema, clonePageDefaults } from './schemas';

const PATH_MESSAGE = 'Path should be alpha numeric, start with / and contain no spaces. i.e. /about-us';
const RESERVED = '/account is a reserved path';

/** The distinct messages a schema gives for one field of the input; [] when the input is valid. */
function fieldMessages(schema: z.ZodTypeAny, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message))];
}

describe('ZCreatePageSchema (Add Page)', () => {
  it('defaults to a public page added to the header', () => {
    expect(ZCreatePageSchema.parse({ name: 'About us', path: '/about-us' })).toEqual({
      name: 'About us',
      path: '/about-us',
      isPublic: true,
      addToHeader: true,
    });
  });

  it('reads checkbox values as form posts send them', () => {
    expect(ZCreatePageSchema.parse({ name: 'A', path: '/a', isPublic: 'on', addToHeader: 'false' })).toMatchObject({
      isPublic: true,
      addToHeader: false,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])("requires a name when it is %s ('Name is required')", (_, name) => {
    expect(fieldMessages(ZCreatePageSchema, { name, path: '/a' }, 'name')).toEqual(['Name is required']);
  });

  it('trims and lowercases the path', () => {
    expect(ZCreatePageSchema.parse({ name: 'About', path: '  /About-Us  ' }).path).toBe('/about-us');
    expect(ZCreatePageSchema.parse({ name: 'Docs', path: '/Docs/v1.2/Intro' }).path).toBe('/docs/v1.2/intro');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a leading slash', 'about-us'],
    ['with a space', '/about us'],
    ['with an underscore', '/about_us'],
    ['with a query', '/about?x=1'],
    ['with a non-ASCII letter', '/café'],
  ])(`refuses a path %s ('${PATH_MESSAGE}')`, (_, path) => {
    expect(fieldMessages(ZCreatePageSchema, { name: 'A', path }, 'path')).toEqual([PATH_MESSAGE]);
  });

  it.each(['/account', '/Account', ' /account ', '/account/settings', '/ACCOUNT/x'])(
    `refuses the reserved path %j ('${RESERVED}')`,
    (path) => {
      expect(fieldMessages(ZCreatePageSchema, { name: 'A', path }, 'path')).toEqual([RESERVED]);
    },
  );

  it.each([
    ['/media', '/media'],
    ['/fonts/inter.woff2', '/fonts'],
    ['/Hooks/airtable', '/hooks'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/robots.txt', '/robots.txt'],
    ['/healthz', '/healthz'],
  ])('refuses %j, which the portal host answers itself', (path, prefix) => {
    expect(fieldMessages(ZCreatePageSchema, { name: 'A', path }, 'path')).toEqual([
      `${prefix} is used by Atrium itself. Please choose another path.`,
    ]);
    expect(ZCreatePageSchema.parse({ name: 'A', path: `${prefix}-page` }).path).toBe(`${prefix}-page`);
  });

  it('allows paths that only start with the reserved word', () => {
    expect(ZCreatePageSchema.parse({ name: 'A', path: '/accounts' }).path).toBe('/accounts');
    expect(ZCreatePageSchema.parse({ name: 'A', path: '/account-help' }).path).toBe('/account-help');
  });

  it('refuses / (the home page is chosen with Set as homepage)', () => {
    expect(fieldMessages(ZCreatePageSchema, { name: 'A', path: '/' }, 'path')).toEqual([
      expect.stringMatching(/^You cannot explicitly set path to/),
    ]);
  });
});

describe('ZPageSettingsSchema (page settings)', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '  '],
  ])("refuses a %s name ('Page name cannot be blank')", (_, name) => {
    expect(fieldMessages(ZPageSettingsSchema, { name }, 'name')).toEqual(['Page name cannot be blank']);
  });

  it('applies the same path rules as Add Page', () => {
    expect(fieldMessages(ZPageSettingsSchema, { name: 'A', path: 'about' }, 'path')).toEqual([PATH_MESSAGE]);
    expect(fieldMessages(ZPageSettingsSchema, { name: 'A', path: '/account' }, 'path')).toEqual([RESERVED]);
    expect(fieldMessages(ZPageSettingsSchema, { name: 'A', path: '/account/x' }, 'path')).toEqual([RESERVED]);
    expect(ZPageSettingsSchema.parse({ name: ' About ', path: ' /About ' })).toMatchObject({
      name: 'About',
      path: '/about',
    });
  });

  it('lets the home page keep / and leaves the path out when the input is disabled', () => {
    expect(ZPageSettingsSchema.parse({ name: 'Home', path: '/' }).path).toBe('/');
    expect(ZPageSettingsSchema.parse({ name: 'Home' })).toEqual({
      name: 'Home',
      path: undefined,
      metaTitle: '',
      metaDescription: '',
      addToHeader: false,
    });
  });
});

describe('ZClonePageSchema and clonePageDefaults', () => {
  it('requires a name and a valid path', () => {
    expect(fieldMessages(ZClonePageSchema, { name: '', path: '/a-copy' }, 'name')).toEqual(['Name is required']);
    expect(fieldMessages(ZClonePageSchema, { name: 'A copy', path: '' }, 'path')).toEqual([PATH_MESSAGE]);
    expect(fieldMessages(ZClonePageSchema, { name: 'A copy', path: '/account' }, 'path')).toEqual([RESERVED]);
  });

  it("proposes name + ' copy' and path + '-copy'", () => {
    expect(clonePageDefaults({ name: 'About us', path: '/about-us' })).toEqual({
      name: 'About us copy',
      path: '/about-us-copy',
    });
  });

  it('proposes /home-copy for the home page rather than the invalid /-copy', () => {
    expect(clonePageDefaults({ name: 'Home', path: '/' })).toEqual({ name: 'Home copy', path: '/home-copy' });
  });

  it('proposes defaults the clone form accepts', () => {
    for (const page of [
      { name: 'Home', path: '/' },
      { name: 'Pricing', path: '/pricing' },
    ]) {
      expect(ZClonePageSchema.safeParse(clonePageDefaults(page)).success).toBe(true);
    }
  });
});
