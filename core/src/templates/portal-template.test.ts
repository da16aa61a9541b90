import { describe, expect, it } from 'vitest';
import { SHOWCASE_TEMPLATE } from './catalogue/showcase';
import { ZPortalTemplateSchema, resolveTemplateTokens, templateTokens } from './portal-template';
import { WIZARD_TEMPLATE_IDS } from './template-ids';
import { WIZARD_TEMPLATES, findPortalTemplate, portalTemplateFiles } from './templates';

describe('portal templates', () => {
  it.each(portalTemplateFiles().map((t) => [t.id, t] as const))('%s validates', (_id, file) => {
    const result = ZPortalTemplateSchema.safeParse(file);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('the wizard offers every template but the showcase, by the ids its form accepts', () => {
    const ids = portalTemplateFiles().map((t) => t.id);
    expect([...WIZARD_TEMPLATE_IDS].sort()).toEqual(ids.filter((id) => id !== 'showcase').sort());
    expect(WIZARD_TEMPLATES.map((t) => t.id)).toEqual([...WIZARD_TEMPLATE_IDS]);
  });

  it('finds only known ids', () => {
    expect(findPortalTemplate('showcase')?.name).toBe('Atrium showcase');
    expect(findPortalTemplate('nope')).toBeUndefined();
    expect(findPortalTemplate('__proto__')).toBeUndefined();
  });

  it('refuses a page that names a table or group the template does not have', () => {
    const broken = structuredClone(SHOWCASE_TEMPLATE) as unknown as {
      pages: Array<{ groups: string[]; sections: Array<{ data: { source?: { tableId: string } } }> }>;
    };
    broken.pages[1]!.sections[0]!.data.source!.tableId = '@table:missing';
    broken.pages[3]!.groups = ['staff'];
    const result = ZPortalTemplateSchema.safeParse(broken);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain('Page Projects refers to @table:missing, which the template does not have');
    expect(messages).toContain('Page Client area is for a group the template does not have (staff)');
  });

  it('refuses a record linking to a record the template does not have', () => {
    const broken = structuredClone(SHOWCASE_TEMPLATE) as unknown as {
      tables: Array<{ records: Array<{ fields: Record<string, unknown> }> }>;
    };
    broken.tables[0]!.records[0]!.fields['fldprojectclient1'] = ['nobody'];
    expect(ZPortalTemplateSchema.safeParse(broken).success).toBe(false);
  });

  it('replaces tokens with the ids made, and leaves other strings alone', () => {
    const value = { a: '@table:projects', b: ['@group:clients', 'text @table:projects'], c: 3 };
    expect(templateTokens(value).sort()).toEqual(['@group:clients', '@table:projects']);
    const ids = { tables: new Map([['projects', 'tblX']]), groups: new Map([['clients', 'grpY']]) };
    expect(resolveTemplateTokens(value, ids)).toEqual({ a: 'tblX', b: ['grpY', 'text @table:projects'], c: 3 });
    expect(() => resolveTemplateTokens('@table:other', ids)).toThrow('names nothing');
  });
});
