import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_TEMPLATES } from '@atrium/core';
import { folderCycles } from './folder-cycles';
import { importEdges, parse } from './imports';
import { longFunctions } from './long-functions';
import { lineCount, longRoutes } from './route-sizes';
import { sectionNameComparisons } from './section-name-comparisons';

const names = Object.keys(DATA_TEMPLATES);
const sources = (files: Record<string, string>) =>
  Object.entries(files).map(([path, text]) => {
    const file = { path, text };
    return { file, tree: parse(file) };
  });

describe('folders importing each other both ways', () => {
  it('finds sibling folders at any depth, with the imports as evidence', () => {
    const edges = importEdges(
      sources({
        'core/src/data/view.ts': `import { kind } from '../sections/types/kind';\n`,
        'core/src/sections/types/kind.ts': `import type { Query } from '../../data/query';\n`,
        'core/src/data/query.ts': `export type Query = string;\n`,
        'core/src/sections/parts/a.ts': `export { b } from '../types/b';\n`,
        'core/src/sections/types/b.ts': `export const b = () => import('../parts/a');\n`,
      }),
    );
    expect(folderCycles(edges)).toEqual([
      {
        parent: 'core/src',
        a: 'data',
        b: 'sections',
        aToB: [{ from: 'core/src/data/view.ts', to: 'core/src/sections/types/kind.ts' }],
        bToA: [{ from: 'core/src/sections/types/kind.ts', to: 'core/src/data/query.ts' }],
      },
      {
        parent: 'core/src/sections',
        a: 'parts',
        b: 'types',
        aToB: [{ from: 'core/src/sections/parts/a.ts', to: 'core/src/sections/types/b.ts' }],
        bToA: [{ from: 'core/src/sections/types/b.ts', to: 'core/src/sections/parts/a.ts' }],
      },
    ]);
  });

  it('passes one-way imports, and files beside the folders (an index re-exporting them)', () => {
    const edges = importEdges(
      sources({
        'core/src/index.ts': `export * from './listings/view';\nexport * from './data/query';\n`,
        'core/src/listings/view.ts': `import { q } from '../data/query';\nimport { x } from '../index';\n`,
        'core/src/data/query.ts': `import { y } from './y';\nimport { z } from 'zod';\n`,
        'core/src/data/y.ts': `export const y = 1;\n`,
      }),
    );
    expect(edges).toContainEqual({ from: 'core/src/listings/view.ts', to: 'core/src/data/query.ts' });
    expect(folderCycles(edges)).toEqual([]);
  });
});

describe('route modules over 250 lines', () => {
  const lines = (n: number) => 'x\n'.repeat(n);
  it('lists flat route files and folder routes past the limit, longest first', () => {
    const files = [
      { path: 'app/routes/long.tsx', text: lines(251) },
      { path: 'app/routes/fine.tsx', text: lines(250) },
      { path: 'app/routes/folder/route.tsx', text: lines(300) },
      { path: 'app/routes/folder/part.tsx', text: lines(400) },
      { path: 'app/routes/__shared.tsx', text: lines(400) },
      { path: 'app/routes/long.test.tsx', text: lines(400) },
      { path: 'app/other/big.tsx', text: lines(400) },
    ];
    expect(longRoutes(files, 'app/routes')).toEqual([
      { path: 'app/routes/folder/route.tsx', lines: 300 },
      { path: 'app/routes/long.tsx', lines: 251 },
    ]);
  });

  it('counts lines as wc -l does, and a last line without a newline', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
  });
});

describe('data-section names compared as strings', () => {
  const found = (code: string) =>
    sectionNameComparisons(parse({ path: 'x.tsx', text: code }), names).map((c) => c.text);

  it('finds equality, prefix tests, switch cases, lists of names and regular expressions', () => {
    expect(
      found(`
        if (section.sectionName === 'form1') a();
        const b = 'record1' !== name;
        const c = sectionName.startsWith('grid') || name.startsWith('table');
        switch (sectionName) { case 'list3': break; }
        const d = ['list1', 'list2'].includes(sectionName);
        const e = /^table/.test(sectionName);
      `),
    ).toEqual([
      "section.sectionName === 'form1'",
      "'record1' !== name",
      "sectionName.startsWith('grid')",
      "name.startsWith('table')",
      "'list3'",
      "['list1', 'list2'].includes(sectionName)",
      '/^table/.test(sectionName)',
    ]);
  });

  it("passes kinds, layout predicates and other strings ('table' as a filter source)", () => {
    expect(
      found(`
        if (dataSectionKind(section.sectionName) === 'form') a();
        if (isTableLayout(sectionName)) b();
        if (data.filterSource.source === 'table') c();
        const s = ZDataSectionSchema.parse({ sectionName: 'list1' });
        const label = DATA_TEMPLATES['grid1'].label;
      `),
    ).toEqual([]);
  });
});

describe('functions over 100 lines', () => {
  it('names each, with its length', () => {
    const body = '  x();\n'.repeat(100);
    const tree = parse({
      path: 'f.ts',
      text: `function short() {\n  x();\n}\nexport const long = () => {\n${body}};\nfunction exactly() {\n${'  x();\n'.repeat(98)}}\n`,
    });
    expect(longFunctions(tree)).toEqual([{ path: 'f.ts', line: 4, name: 'long', lines: 102 }]);
  });
});

describe('npm run check:structure', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-structure-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('core/src/data/a.ts', `import { b } from '../sections/b';\nexport const a = b;\n`);
  write('core/src/sections/b.ts', `import type { A } from '../data/c';\nexport const b = 1 as A;\n`);
  write('core/src/data/c.ts', `export type A = number;\n`);
  write(
    'sections/src/data/Listing.tsx',
    `export const table = (s: { sectionName: string }) => s.sectionName === 'table1';\n`,
  );
  write('builder/app/routes/edit.tsx', 'export {};\n'.repeat(260));
  write('db/src/sites/create-site.ts', `export const createSite = 1;\n`);
  const run = (...args: string[]) =>
    promisify(execFile)('npx', ['tsx', join(import.meta.dirname, '../check-structure.ts'), '--root', root, ...args], {
      cwd: import.meta.dirname,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('fails, printing what it found in each package', async () => {
    const { code, stdout } = await run();
    expect(code).toBe(1);
    expect(stdout).toContain('core: 3 files; 1 folder pairs importing both ways;');
    expect(stdout).toContain('folders import both ways: core/src/{data <-> sections}');
    expect(stdout).toContain('core/src/data/a.ts -> core/src/sections/b.ts');
    expect(stdout).toContain('core/src/sections/b.ts -> core/src/data/c.ts');
    expect(stdout).toContain(
      "data-section name compared as a string: sections/src/data/Listing.tsx:1  s.sectionName === 'table1'",
    );
    expect(stdout).toContain('route module over 250 lines: builder/app/routes/edit.tsx (260)');
    expect(stdout).toContain('Structure check failed: 3 finding(s) above.');
  });

  it('checks only the packages named with --package', async () => {
    expect(await run('--package', 'db')).toEqual({
      code: 0,
      stdout: expect.stringContaining('db: 1 files; 0 folder pairs importing both ways;'),
    });
    const both = await run('--package', 'db,builder');
    expect(both.code).toBe(1);
    expect(both.stdout).not.toContain('core:');
    expect(both.stdout).toContain('Structure check failed: 1 finding(s) above.');
  });
});
