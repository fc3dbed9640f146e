import { parse, type ParseResult, type ParserPlugin } from '@babel/parser';
import type { File } from '@babel/types';

export interface SyntaxProblem {
  line: number;
  /** 从 1 开始，和编辑器里看到的一致。 */
  column: number;
  /** 解析器的原话（英文）。 */
  message: string;
}

export interface Parsed {
  /** 整段代码都无法解析时为 undefined。 */
  ast?: File;
  /** 解析器遇到的语法错误；不为空时，检查只覆盖了能解析的部分。 */
  problems: SyntaxProblem[];
  /** 为了让其余代码能解析而跳过的行（从 1 开始）。 */
  skippedLines: number[];
}

/** 同一段代码最多跳过几行；错误更多时多半是整段贴错了，继续跳只会得到没有意义的结果。 */
const MAX_SKIPPED_LINES = 8;

/**
 * 先按 TypeScript 解析（它是 JavaScript 的超集，只差 JSX），不行再加上 JSX。
 * `<T>value` 形式的类型断言和 JSX 互相冲突，所以不能一开始就两个一起开。
 */
const PLUGIN_SETS: ParserPlugin[][] = [['typescript'], ['typescript', 'jsx']];

function parseOnce(code: string, plugins: ParserPlugin[]): ParseResult<File> {
  return parse(code, {
    sourceType: 'unambiguous',
    plugins,
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
    allowUndeclaredExports: true,
  });
}

interface BabelSyntaxError {
  loc?: { line: number; column: number };
  message: string;
}

function toProblem(error: BabelSyntaxError): SyntaxProblem {
  const message = error.message.replace(/\s*\(\d+:\d+\)$/, '');
  return { line: error.loc?.line ?? 1, column: (error.loc?.column ?? 0) + 1, message };
}

/** 把第 line 行换成等长的空格，其余代码的位置（行、列、偏移）都不变。 */
function blankLine(code: string, line: number): string {
  const lines = code.split('\n');
  lines[line - 1] = lines[line - 1].replace(/[^\s]/g, ' ');
  return lines.join('\n');
}

function attempt(code: string, plugins: ParserPlugin[]): Parsed {
  const problems: SyntaxProblem[] = [];
  const skippedLines: number[] = [];
  let current = code;
  for (;;) {
    try {
      const ast = parseOnce(current, plugins);
      const recovered = (ast.errors ?? []) as BabelSyntaxError[];
      return { ast, problems: [...problems, ...recovered.map(toProblem)], skippedLines };
    } catch (error) {
      const problem = toProblem(error as BabelSyntaxError);
      problems.push(problem);
      if (skippedLines.length >= MAX_SKIPPED_LINES || skippedLines.includes(problem.line)) {
        return { problems, skippedLines };
      }
      skippedLines.push(problem.line);
      current = blankLine(current, problem.line);
    }
  }
}

/**
 * 解析读者贴进来的代码。解析器能从错误中恢复的继续解析；不能恢复时，跳过出错的那一行再试，
 * 这样一处笔误不会让整段代码都得不到检查。返回的语法问题按第一次尝试的位置报告。
 */
export function parseCode(code: string): Parsed {
  let best: Parsed | undefined;
  for (const plugins of PLUGIN_SETS) {
    const result = attempt(code, plugins);
    if (result.ast && result.problems.length === 0) return result;
    const better =
      !best ||
      (result.ast && !best.ast) ||
      (Boolean(result.ast) === Boolean(best.ast) && result.skippedLines.length < best.skippedLines.length);
    if (better) best = result;
  }
  return best!;
}
