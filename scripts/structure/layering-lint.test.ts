/**
 * The layering lint rule (eslint.config.js, ADR 029) on fixture code placed in each package:
 * imports against ARCHITECTURE.md's direction fail `npm run lint`, imports along it pass.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The layering problems ESLint reports for `code` as if it were the file at `path`. */
async function layeringProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering lint rule', () => {
  it.each([
    ['core importing db by its package name', 'core/src/fixture.ts', `import { createDb } from '@atrium/db';`],
    ['core importing db by a path', 'core/src/fixture.ts', `import { createDb } from '../../db/src/create-db';`],
    ['core importing sections', 'core/src/fixture.ts', `import { renderSection } from '@atrium/sections';`],
    ['db importing integrations', 'db/src/fixture.ts', `import { createMemoryCache } from '@atrium/integrations';`],
    ['sections importing db', 'sections/src/fixture.ts', `import { createDb } from '@atrium/db';`],
    ['sections importing integrations', 'sections/src/fixture.tsx', `import { loadEnv } from '@atrium/integrations';`],
    [
      'integrations importing sections',
      'integrations/src/fixture.ts',
      `import { renderSection } from '@atrium/sections';`,
    ],
    [
      'the builder importing the portal host',
      'builder/app/fixture.ts',
      `import { loadPortalPage } from '../../portal-host/app/portal/portal-page.server';`,
    ],
    [
      'the portal host importing the builder',
      'portal-host/app/fixture.ts',
      `import { createBuilderApp } from '@atrium/builder/server';`,
    ],
  ])('fails on %s', async (_, path, code) => {
    const problems = await layeringProblems(path, `${code}\n`);
    expect(problems.some((p) => p.startsWith('import-x/no-restricted-paths: Unexpected path'))).toBe(true);
    expect(problems.join('\n')).toContain('ADR 029');
  });

  it('fails when core imports a package other than zod', async () => {
    expect(await layeringProblems('core/src/fixture.ts', `import { readFileSync } from 'node:fs';\n`)).toEqual([
      "no-restricted-imports: 'node:fs' import is restricted from being used by a pattern. " +
        'core imports only zod (ARCHITECTURE.md, ADR 029): no I/O, no React, no other package.',
    ]);
  });

  it.each([
    [
      'core importing zod and its own modules',
      'core/src/fixture.ts',
      `import { z } from 'zod';\nimport { AppError } from './errors/app-error';`,
    ],
    ['db importing core', 'db/src/fixture.ts', `import { AppError } from '@atrium/core';`],
    [
      'integrations importing db and core',
      'integrations/src/fixture.ts',
      `import { createDb } from '@atrium/db';\nimport { AppError } from '@atrium/core';`,
    ],
    ['sections importing core', 'sections/src/fixture.tsx', `import { AppError } from '@atrium/core';`],
    [
      'the builder importing every package',
      'builder/app/fixture.ts',
      `import { AppError } from '@atrium/core';\nimport { createDb } from '@atrium/db';\nimport { loadEnv } from '@atrium/integrations';\nimport { renderSection } from '@atrium/sections';`,
    ],
    [
      'the portal host importing sections',
      'portal-host/app/fixture.ts',
      `import { renderSection } from '@atrium/sections';`,
    ],
    ['core tests using vitest', 'core/src/fixture.test.ts', `import { it } from 'vitest';`],
  ])('passes %s', async (_, path, code) => {
    expect(await layeringProblems(path, `${code}\n`)).toEqual([]);
  });
});
