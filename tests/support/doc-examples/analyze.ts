import ts from 'typescript';

/** 一处需要核对输出的调用：`console.log(...)`，或实时代码块里的 `render(...)`。 */
export interface AssertionSite {
  id: number;
  kind: 'log' | 'render';
  /** 调用所在的行（相对代码块，从 0 开始）。 */
  line: number;
  /** `// =>` 注释给出的期望值；多行注释以 \n 连接。缺失时为 undefined。 */
  expected: string | undefined;
  /**
   * 共用同一个 `// =>` 的调用属于同一组（组号是组内第一处调用的 id）。例如 try 和 catch 里各有一个
   * console.log、期望值写在整条 for 语句之后：组内所有调用的输出按执行顺序与期望值比较。
   */
  group: number;
}

export interface BlockAnalysis {
  sites: AssertionSite[];
  /** 把每处调用的被调函数换成 `__docExampleHook(id)` 后的源码，行号与原文一致。 */
  instrumented: string;
  /** 只有 import / require 语句：这样的代码块没有输出可断言，执行成功即通过。 */
  importOnly: boolean;
  /** 用到 `require(` 的代码块按 CommonJS 执行，其余按 ES 模块执行。 */
  commonJs: boolean;
  problems: string[];
}

export const HOOK_NAME = '__docExampleHook';

const EXPECTED_START = /^[ \t]*\/\/ ?=>(.*)$/;
const COMMENT_LINE = /^[ \t]*\/\/(.*)$/;

function scriptKind(lang: string, live: boolean): ts.ScriptKind {
  if (live || lang === 'tsx') return ts.ScriptKind.TSX;
  if (lang === 'jsx') return ts.ScriptKind.JSX;
  return ['ts', 'typescript', 'mts', 'cts'].includes(lang) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/** 语句列表里的一条语句：从调用表达式一路向上，直到父节点是语句块。 */
function statementsAround(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isModuleBlock(parent) || ts.isCaseOrDefaultClause(parent)) {
      found.push(current);
    }
  }
  return found;
}

/**
 * 读出紧跟在 `end` 之后的期望值：同一行的 `// => …`，或下一行开始的 `// => …`（此时同一行可以有普通注释）；
 * 随后每一行以 `//` 开头的注释都是期望值的续行，直到遇到空行、代码或新的 `// =>`。
 */
function readExpected(lines: readonly string[], lineIndex: number, column: number) {
  const rest = lines[lineIndex].slice(column);
  let first = EXPECTED_START.exec(rest);
  let next = lineIndex + 1;
  if (!first) {
    // 同一行可以有一条普通注释，期望值写在下一行。
    if (rest.trim() !== '' && !COMMENT_LINE.test(rest)) return undefined;
    first = EXPECTED_START.exec(lines[next] ?? '');
    if (!first) return undefined;
    next++;
  }

  const parts = [first[1].replace(/^ /, '')];
  const usedLines = [next - 1];
  for (; next < lines.length; next++) {
    const comment = COMMENT_LINE.exec(lines[next]);
    if (!comment || EXPECTED_START.test(lines[next])) break;
    parts.push(comment[1].replace(/^ /, ''));
    usedLines.push(next);
  }
  return { text: parts.join('\n'), usedLines };
}

function isImportOnly(source: ts.SourceFile): boolean {
  const isRequireCall = (node: ts.Node | undefined) =>
    !!node && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require';
  return (
    source.statements.length > 0 &&
    source.statements.every(
      (statement) =>
        ts.isImportDeclaration(statement) ||
        (ts.isVariableStatement(statement) &&
          statement.declarationList.declarations.every((declaration) => isRequireCall(declaration.initializer))) ||
        (ts.isExpressionStatement(statement) && isRequireCall(statement.expression)),
    )
  );
}

function syntaxErrors(code: string, kind: ts.ScriptKind): string[] {
  const extension =
    { [ts.ScriptKind.TSX]: 'tsx', [ts.ScriptKind.JSX]: 'jsx', [ts.ScriptKind.TS]: 'ts' }[kind as number] ?? 'js';
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName: `block.${extension}`,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
  });
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : undefined;
    return `语法错误${line ? `（块内第 ${line} 行）` : ''}：${message}`;
  });
}

/**
 * 静态分析一个可执行的代码块：找出要核对的调用和它们的期望值，改写调用以便记录输出，
 * 并列出违反约定的地方（缺少期望值、孤立的 `// =>`、实时代码块没有 render 等）。
 */
export function analyzeBlock(code: string, lang: string, options: { live: boolean; noInline: boolean }): BlockAnalysis {
  const kind = scriptKind(lang, options.live);
  const problems = syntaxErrors(code, kind);
  const source = ts.createSourceFile('block', code, ts.ScriptTarget.Latest, true, kind);
  const lines = code.split('\n');
  const sites: AssertionSite[] = [];
  const edits: { start: number; end: number }[] = [];
  const anchors = new Map<ts.Node, number>();
  const consumedLines = new Set<number>();

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isLog =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'console' &&
        callee.name.text === 'log';
      const isRender = options.live && ts.isIdentifier(callee) && callee.text === 'render';
      if (isLog || isRender) {
        const id = sites.length;
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        let expected: string | undefined;
        let group = id;
        for (const statement of statementsAround(node)) {
          const end = source.getLineAndCharacterOfPosition(statement.end);
          const found = readExpected(lines, end.line, end.character);
          if (!found) continue;
          group = anchors.get(statement) ?? id;
          anchors.set(statement, group);
          found.usedLines.forEach((used) => consumedLines.add(used));
          expected = found.text;
          break;
        }
        sites.push({ id, kind: isLog ? 'log' : 'render', line, expected, group });
        edits.push({ start: callee.getStart(source), end: callee.end });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  let instrumented = code;
  for (const [id, edit] of [...edits.entries()].reverse()) {
    instrumented = `${instrumented.slice(0, edit.start)}${HOOK_NAME}(${id})${instrumented.slice(edit.end)}`;
  }

  for (const site of sites) {
    if (site.expected === undefined) {
      const call = site.kind === 'log' ? 'console.log(...)' : 'render(...)';
      problems.push(`块内第 ${site.line + 1} 行：${call} 之后缺少 \`// =>\` 期望值。`);
    }
  }
  lines.forEach((text, index) => {
    if (EXPECTED_START.test(text) && !consumedLines.has(index)) {
      problems.push(
        `块内第 ${index + 1} 行：这个 \`// =>\` 前面没有对应的 console.log(...)${options.live ? ' 或 render(...)' : ''}。`,
      );
    }
  });

  const importOnly = isImportOnly(source);
  if (options.live) {
    const renders = sites.filter((site) => site.kind === 'render').length;
    if (!options.noInline) problems.push('实时代码块请加上 `noInline`，并调用一次 render(...) 输出结果。');
    if (renders !== 1) problems.push(`实时代码块必须恰好调用一次 render(...)，这里有 ${renders} 次。`);
  } else if (sites.length === 0 && !importOnly) {
    problems.push('这个代码块既没有 `// =>` 断言，也没有 no-run="理由" 标记。');
  }

  return { sites, instrumented, importOnly, commonJs: /\brequire\s*\(/.test(code), problems };
}
