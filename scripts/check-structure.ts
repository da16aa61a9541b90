/**
 * `npm run check:structure [-- --package builder]`: the structure rules of issue 20 that a lint
 * rule cannot see, measured over each package's source (tests included). It fails, printing
 * what it found, when
 *   - two folders of one package import each other both ways,
 *   - a Remix route module is over 250 lines,
 *   - a data-section name is compared as a string outside core's data-section templates
 *     module (use `dataSectionKind()` or a named layout predicate there).
 * It also lists functions over 100 lines outside tests, which it does not fail on (one may carry a
 * reason).
 * `--package` (repeatable, or comma-separated) limits the run to some packages.
 * Functions and folders are read from the source alone (TypeScript's parser, no type check): a
 * run takes a few seconds.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_TEMPLATES } from '@atrium/core';
import { folderCycles } from './structure/folder-cycles';
import { importEdges, parse } from './structure/imports';
import { longFunctions, FUNCTION_MAX_LINES } from './structure/long-functions';
import { longRoutes, ROUTE_MAX_LINES } from './structure/route-sizes';
import { sectionNameComparisons } from './structure/section-name-comparisons';
import { PACKAGES, isTestFile, readPackageSources } from './structure/source-files';

/** The one module that may look at data-section names: it defines them and their kinds. */
export const SECTION_NAME_VOCABULARY = 'core/src/sections/types/data/templates.ts';

function option(argv: readonly string[], name: string): string[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === `--${name}` && argv[i + 1]) values.push(argv[i + 1]!);
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  });
  return values;
}

const argv = process.argv.slice(2);
/** `--root <dir>`: another checkout (the tests use a fixture tree). */
const repoRoot = option(argv, 'root')[0] ?? join(dirname(fileURLToPath(import.meta.url)), '..');

function chosenPackages(): string[] {
  const names = option(argv, 'package').flatMap((value) => value.split(','));
  const known = PACKAGES.map((p) => p.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown package ${unknown.join(', ')}; the packages are ${known.join(', ')}.`);
    process.exit(2);
  }
  return names.length > 0 ? names : known;
}

let failures = 0;
const names = Object.keys(DATA_TEMPLATES);
for (const layout of PACKAGES.filter((p) => chosenPackages().includes(p.name))) {
  const files = readPackageSources(repoRoot, layout).map((file) => ({ file, tree: parse(file) }));
  const cycles = folderCycles(importEdges(files.filter(({ file }) => !isTestFile(file.path))));
  const routes = layout.routes
    ? longRoutes(
        files.map(({ file }) => file),
        layout.routes,
      )
    : [];
  const comparisons = files
    .filter(({ file }) => file.path !== SECTION_NAME_VOCABULARY)
    .flatMap(({ tree }) => sectionNameComparisons(tree, names));
  const functions = files.filter(({ file }) => !isTestFile(file.path)).flatMap(({ tree }) => longFunctions(tree));
  failures += cycles.length + routes.length + comparisons.length;

  console.log(
    `${layout.name}: ${files.length} files; ${cycles.length} folder pairs importing both ways; ` +
      `${routes.length} route modules over ${ROUTE_MAX_LINES} lines; ` +
      `${comparisons.length} data-section names compared as strings; ` +
      `${functions.length} functions over ${FUNCTION_MAX_LINES} lines (not enforced)`,
  );
  for (const cycle of cycles) {
    const at = cycle.parent ? `${cycle.parent}/` : '';
    console.log(`  folders import both ways: ${at}{${cycle.a} <-> ${cycle.b}}`);
    for (const edge of cycle.aToB.slice(0, 3)) console.log(`    ${edge.from} -> ${edge.to}`);
    if (cycle.aToB.length > 3) console.log(`    … ${cycle.aToB.length - 3} more`);
    for (const edge of cycle.bToA.slice(0, 3)) console.log(`    ${edge.from} -> ${edge.to}`);
    if (cycle.bToA.length > 3) console.log(`    … ${cycle.bToA.length - 3} more`);
  }
  for (const route of routes)
    console.log(`  route module over ${ROUTE_MAX_LINES} lines: ${route.path} (${route.lines})`);
  for (const c of comparisons) console.log(`  data-section name compared as a string: ${c.path}:${c.line}  ${c.text}`);
  for (const f of functions)
    console.log(`  function over ${FUNCTION_MAX_LINES} lines: ${f.path}:${f.line} ${f.name} (${f.lines})`);
}

if (failures > 0) {
  console.log(`\nStructure check failed: ${failures} finding(s) above.`);
  process.exit(1);
}
console.log('\nStructure check passed.');
