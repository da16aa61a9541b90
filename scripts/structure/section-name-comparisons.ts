/**
 * Data-section names compared as strings (`sectionName === 'form1'`,
 * `name.startsWith('grid')`, `case 'record1':`, `['list1', 'list2'].includes(name)`,
 * `/^table/.test(name)`). Data sections are told apart by `dataSectionKind()` and the named
 * layout predicates of core's data-section templates module, which alone may look at names.
 */
import ts from 'typescript';

export interface NameComparison {
  path: string;
  line: number;
  text: string;
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const STRING_TESTS = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'match', 'localeCompare']);

/**
 * @param names the data-section names (`Object.keys(DATA_TEMPLATES)`); their families are the
 * names without the trailing number (`list`, `grid`, `table`, `form`, `record`).
 */
export function sectionNameComparisons(tree: ts.SourceFile, names: readonly string[]): NameComparison[] {
  const exact = new Set(names);
  const families = [...new Set(names.map((name) => name.replace(/\d+$/, '')))];
  const isName = (node: ts.Node | undefined): boolean =>
    node !== undefined && ts.isStringLiteralLike(node) && exact.has(node.text);
  // A prefix test names a family or a whole name ('grid', 'table1').
  const isNamePrefix = (node: ts.Node | undefined): boolean =>
    node !== undefined && ts.isStringLiteralLike(node) && (exact.has(node.text) || families.includes(node.text));
  const nameRegex = new RegExp(`^/\\^?\\(?(${[...families].join('|')})`);

  const found: NameComparison[] = [];
  const report = (node: ts.Node) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push({ path: tree.fileName, line: line + 1, text: node.getText(tree).replace(/\s+/g, ' ').slice(0, 120) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if (isName(node.left) || isName(node.right)) report(node);
    } else if (ts.isCaseClause(node) && isName(node.expression)) {
      report(node.expression);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      if (STRING_TESTS.has(method) && node.arguments.some(isNamePrefix)) report(node);
      else if (
        (method === 'includes' || method === 'indexOf' || method === 'has') &&
        ts.isArrayLiteralExpression(receiver) &&
        receiver.elements.some(isName)
      )
        report(node);
      else if (method === 'test' && ts.isRegularExpressionLiteral(receiver) && nameRegex.test(receiver.text))
        report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
