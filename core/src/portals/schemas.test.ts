import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZClonePortalSchema,
  ZCreatePortalSchema,
  ZCreatePortalWizardSchema,
  ZRenamePortalSchema,
  ZSubdomainSchema,
  ZTransferPortalSchema,
} from './schemas';
import { TEMPLATE_NEEDS_BUILT_IN_MESSAGE } from '../templates/template-ids';

/** The distinct messages a schema gives for one field (or, with no field, for the whole value). */
function messages(schema: z.ZodTypeAny, input: unknown, field?: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const issues = field === undefined ? result.error.issues : result.error.issues.filter((i) => i.path[0] === field);
  return [...new Set(issues.map((issue) => issue.message))];
}

describe('ZCreatePortalSchema (create-portal wizard)', () => {
  it('accepts a name alone and fills the defaults (no domain, accent colour, built-in data, Blank)', () => {
    expect(ZCreatePortalSchema.parse({ appName: 'Acme' })).toEqual({
      appName: 'Acme',
      domain: undefined,
      color: '#8848FF',
      dataSource: 'built-in',
      baseId: '',
      tableIds: [],
      template: 'blank',
      accounts: 'on',
      usersTableName: undefined,
      groupNames: [],
    });
  });

  it('generates from an Airtable base only with Blank: templates bring their own built-in tables', () => {
    const input = { appName: 'Acme', dataSource: 'airtable', baseId: 'appX', tableIds: ['tblA'] };
    expect(ZCreatePortalWizardSchema.safeParse(input).success).toBe(true);
    expect(messages(ZCreatePortalWizardSchema, { ...input, template: 'client-portal' }, 'template')).toEqual([
      TEMPLATE_NEEDS_BUILT_IN_MESSAGE,
    ]);
  });

  it('takes only the templates the wizard shows', () => {
    expect(ZCreatePortalSchema.parse({ appName: 'Acme', template: 'client-portal' }).template).toBe('client-portal');
    for (const template of ['showcase', 'nope', '__proto__', '../x', 'x'.repeat(41)]) {
      expect(messages(ZCreatePortalSchema, { appName: 'Acme', template }, 'template')).toEqual([
        'Choose one of the templates shown.',
      ]);
    }
  });

  it.each([
    ['missing', {}],
    ['empty', { appName: '' }],
    ['blank', { appName: '   ' }],
  ])("requires an app name when it is %s ('App name is required.')", (_, input) => {
    expect(messages(ZCreatePortalSchema, input, 'appName')).toEqual(['App name is required.']);
  });

  it("allows 50 characters and refuses 51 ('App name is too long')", () => {
    expect(ZCreatePortalSchema.parse({ appName: 'x'.repeat(50) }).appName).toHaveLength(50);
    expect(messages(ZCreatePortalSchema, { appName: 'x'.repeat(51) }, 'appName')).toEqual(['App name is too long']);
  });

  it('trims the name before measuring it', () => {
    expect(ZCreatePortalSchema.parse({ appName: '  Acme Portal  ' }).appName).toBe('Acme Portal');
    expect(ZCreatePortalSchema.parse({ appName: `  ${'x'.repeat(50)}  ` }).appName).toHaveLength(50);
  });

  it.each([[''], ['   '], [undefined]])('treats a blank domain (%j) as "generate one"', (domain) => {
    const parsed = ZCreatePortalSchema.parse({ appName: 'Acme', domain });
    expect(parsed.domain).toBeUndefined();
  });

  it('trims and lowercases the domain', () => {
    expect(ZCreatePortalSchema.parse({ appName: 'Acme', domain: '  Acme-Portal ' }).domain).toBe('acme-portal');
  });

  it('applies the subdomain rules to the domain field', () => {
    expect(messages(ZCreatePortalSchema, { appName: 'Acme', domain: 'acme portal' }, 'domain')).toEqual([
      'No spaces and alphanumeric characters only',
    ]);
    expect(messages(ZCreatePortalSchema, { appName: 'Acme', domain: 'x'.repeat(51) }, 'domain')).toEqual([
      'subdomain name is too long',
    ]);
  });

  it('accepts a hex colour and refuses anything else', () => {
    expect(ZCreatePortalSchema.parse({ appName: 'Acme', color: '#ff0000' }).color).toBe('#ff0000');
    expect(ZCreatePortalSchema.parse({ appName: 'Acme', color: ' #abc ' }).color).toBe('#abc');
    expect(ZCreatePortalSchema.parse({ appName: 'Acme', color: '' }).color).toBe('#8848FF');
    expect(messages(ZCreatePortalSchema, { appName: 'Acme', color: 'red' }, 'color')).toEqual([
      'Please choose a valid colour',
    ]);
  });
});

describe('ZSubdomainSchema (free subdomain)', () => {
  it.each([[undefined], [''], ['   ']])("requires a subdomain (%j -> 'Subdomain name is required.')", (value) => {
    expect(messages(ZSubdomainSchema, value)).toEqual(['Subdomain name is required.']);
  });

  it("allows 50 characters and refuses 51 ('subdomain name is too long')", () => {
    expect(ZSubdomainSchema.parse('a'.repeat(50))).toBe('a'.repeat(50));
    expect(messages(ZSubdomainSchema, 'a'.repeat(51))).toEqual(['subdomain name is too long']);
  });

  it.each(['my portal', 'my_portal', 'my.portal', 'portál', 'a/b', 'a@b'])(
    "refuses %j ('No spaces and alphanumeric characters only')",
    (value) => {
      expect(messages(ZSubdomainSchema, value)).toEqual(['No spaces and alphanumeric characters only']);
    },
  );

  it('accepts letters, digits and hyphens, lowercased', () => {
    expect(ZSubdomainSchema.parse('client-portal-2')).toBe('client-portal-2');
    expect(ZSubdomainSchema.parse(' Client-Portal ')).toBe('client-portal');
  });

  it('refuses a leading or trailing hyphen, which is not a valid host name label', () => {
    expect(ZSubdomainSchema.safeParse('-acme').success).toBe(false);
    expect(ZSubdomainSchema.safeParse('acme-').success).toBe(false);
  });
});

describe('ZRenamePortalSchema and ZClonePortalSchema', () => {
  it("allows 150 characters on rename and refuses 151 ('App name is too long')", () => {
    expect(ZRenamePortalSchema.parse({ siteName: 'x'.repeat(150) }).siteName).toHaveLength(150);
    expect(messages(ZRenamePortalSchema, { siteName: 'x'.repeat(151) }, 'siteName')).toEqual(['App name is too long']);
  });

  it("requires a name on rename and clone ('App name is required.') and trims it", () => {
    for (const schema of [ZRenamePortalSchema, ZClonePortalSchema]) {
      expect(messages(schema, {}, 'siteName')).toEqual(['App name is required.']);
      expect(messages(schema, { siteName: '  ' }, 'siteName')).toEqual(['App name is required.']);
      expect(schema.parse({ siteName: ' Acme copy ' })).toEqual({ siteName: 'Acme copy' });
    }
  });
});

describe('ZTransferPortalSchema', () => {
  const required = 'You need to select a workspace to transfer your portal to';

  it.each([
    ['missing', {}],
    ['empty (placeholder option)', { workspaceId: '' }],
    ['blank', { workspaceId: ' ' }],
    ['null', { workspaceId: null }],
    ['not a number', { workspaceId: 'abc' }],
    ['negative', { workspaceId: '-1' }],
    ['fractional', { workspaceId: '1.5' }],
  ])('requires a target workspace when it is %s', (_, input) => {
    expect(messages(ZTransferPortalSchema, input, 'workspaceId')).toEqual([required]);
  });

  it('accepts a workspace route id, including 0 for the personal space', () => {
    expect(ZTransferPortalSchema.parse({ workspaceId: '7' })).toEqual({ workspaceId: 7 });
    expect(ZTransferPortalSchema.parse({ workspaceId: '0' })).toEqual({ workspaceId: 0 });
  });
});
