/**
 * The relative imports of a source file, resolved to files of the same set: static imports and
 * re-exports (type-only ones too: they are dependencies of the design all the same), dynamic
 * `import()` and `import('…')` types.
 */
import { posix } from 'node:path';
import ts from 'typescript';
import type { SourceFile } from './source-files';

/** Parses a file once; the checks share the tree. */
export function parse(file: SourceFile): ts.SourceFile {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
}

/** Every module specifier the file names. */
export function moduleSpecifiers(tree: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return specifiers;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file of `known` a relative specifier of `from` names, or undefined (packages, assets). */
export function resolveRelative(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const bare = specifier.replace(/\?.*$/, '');
  const base = posix.normalize(posix.join(posix.dirname(from), bare));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (known.has(candidate)) return candidate;
  }
  // `./x.js` written for `./x.ts`.
  const withoutJs = base.replace(/\.js$/, '');
  for (const extension of ['.ts', '.tsx']) if (known.has(withoutJs + extension)) return withoutJs + extension;
  return undefined;
}

export interface ImportEdge {
  from: string;
  to: string;
}

/** The imports between the given files. */
export function importEdges(files: ReadonlyArray<{ file: SourceFile; tree: ts.SourceFile }>): ImportEdge[] {
  const known = new Set(files.map(({ file }) => file.path));
  const edges: ImportEdge[] = [];
  for (const { file, tree } of files) {
    for (const specifier of moduleSpecifiers(tree)) {
      const to = resolveRelative(file.path, specifier, known);
      if (to && to !== file.path) edges.push({ from: file.path, to });
    }
  }
  return edges;
}
