/** Functions longer than 100 lines (reported, not enforced: a reason may stand above one). */
import ts from 'typescript';

export const FUNCTION_MAX_LINES = 100;

export interface LongFunction {
  path: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration, tree: ts.SourceFile): string {
  if (node.name) return node.name.getText(tree);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(tree);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(tree).slice(0, 40)})`;
  return '(anonymous)';
}

export function longFunctions(tree: ts.SourceFile, max = FUNCTION_MAX_LINES): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
      const end = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max)
        found.push({
          path: tree.fileName,
          line: start + 1,
          name: nameOf(node as ts.FunctionLikeDeclaration, tree),
          lines,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
