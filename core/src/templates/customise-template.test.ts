import { describe, expect, it } from 'vitest';
import { customisePortalTemplate, templateAccountsPlan } from './customise-template';
import { findPortalTemplate, portalTemplateFiles } from './templates';

const withAccounts = portalTemplateFiles()
  .map((t) => findPortalTemplate(t.id)!)
  .filter((t) => t.identity);

describe('wizard steps 3 and 4: a template customised', () => {
  it('plans the users table and groups the client portal makes', () => {
    expect(templateAccountsPlan(findPortalTemplate('client-portal')!)).toEqual({
      usersTable: { name: 'Clients', emailField: 'Email', fields: ['Name', 'Email', 'Company'], sampleRecords: 2 },
      groups: [
        {
          name: 'Clients',
          description: 'People from client companies.',
          pages: ['Your projects'],
          joinsOnSignUp: true,
        },
      ],
      membersPages: ['Your projects'],
    });
    expect(templateAccountsPlan(findPortalTemplate('resource-library')!)).toBeNull();
  });

  it.each(withAccounts.map((t) => [t.id, t] as const))(
    '%s: renaming keeps every reference and changes only the names',
    (_id, template) => {
      const renamed = customisePortalTemplate(template, {
        accounts: true,
        usersTableName: '  People  ',
        groupNames: ['Insiders'],
      });
      const users = renamed.tables.find((t) => t.key === template.identity!.usersTable)!;
      expect(users.name).toBe('People');
      expect(renamed.groups.map((g) => g.name)).toEqual(['Insiders', ...template.groups.slice(1).map((g) => g.name)]);
      expect(renamed.identity).toEqual(template.identity);
      expect(renamed.pages.map((p) => [p.path, p.groups])).toEqual(template.pages.map((p) => [p.path, p.groups]));
      // A listing of the users table carries the table's new name.
      const json = JSON.stringify(renamed.pages);
      if (JSON.stringify(template.pages).includes(`"tableId":"@table:${users.key}"`)) {
        expect(json).toContain(`"tableId":"@table:${users.key}","tableName":"People"`);
      }
      // Blank names keep the template's.
      const kept = customisePortalTemplate(template, { accounts: true, usersTableName: ' ', groupNames: [''] });
      expect(kept).toEqual(template);
    },
  );

  it.each(withAccounts.map((t) => [t.id, t] as const))(
    '%s: skipping accounts leaves out what was for members and every way to it',
    (_id, template) => {
      const skipped = customisePortalTemplate(template, { accounts: false });
      expect(skipped.identity).toBeUndefined();
      expect(skipped.groups).toEqual([]);
      expect(skipped.endUsers).toEqual([]);
      const membersPaths = template.pages.filter((p) => p.groups.length > 0).map((p) => p.path);
      expect(membersPaths.length).toBeGreaterThan(0);
      expect(skipped.pages.map((p) => p.path)).toEqual(
        template.pages.map((p) => p.path).filter((path) => !membersPaths.includes(path)),
      );
      const json = JSON.stringify({ pages: skipped.pages, footer: skipped.footer });
      expect(json).not.toContain('@group:');
      expect(json).not.toContain('"listingType":"user"');
      expect(json).not.toMatch(/"(\/account[^"]*)"/);
      for (const path of membersPaths) expect(json).not.toContain(`"${path}"`);
      // The tables and their records stay: they are the builder's data.
      expect(skipped.tables).toEqual(template.tables);
      // The home page keeps its sections (a button to a members page becomes a plain hero).
      expect(skipped.pages[0]!.sections.length).toBe(template.pages[0]!.sections.length);
    },
  );

  it('leaves a template without accounts as it is', () => {
    const library = findPortalTemplate('resource-library')!;
    expect(customisePortalTemplate(library, { accounts: false, usersTableName: 'X' })).toBe(library);
  });
});
