import type { ImportDeclaration } from '@babel/types';
import { buildContext, type Context } from './context';
import type { Edit, Finding, ImportNeed, Rule } from './finding';
import { parseCode, type SyntaxProblem } from './parse';
import { callModule, defaultImport, getResultType, libPaths, staticMethods, tableChildRow } from './rules/module';
import { optionFindings } from './rules/options';
import { nodeTypeImports, typesPackage } from './rules/types';
import type { RuleId } from './upgrades';

const optionRule: Rule = (context) => optionFindings(context);

/**
 * 每条规则的实现。键的类型来自对照表的数据（upgrades.ts 的 `checks`），所以表里写了却没有实现、
 * 或者实现了却不属于任何一行的规则，类型检查都会报错。选项相关的几条规则一起分析同一个选项对象。
 */
export const RULES: Record<RuleId, Rule> = {
  'default-import': defaultImport,
  'call-module': callModule,
  'static-methods': staticMethods,
  'table-child-row': tableChildRow,
  'decode-entities': optionRule,
  'htmlparser2-options': optionRule,
  'normalize-whitespace': optionRule,
  'xml-mode': optionRule,
  'use-htmlparser2': optionRule,
  'lib-paths': libPaths,
  'node-type-imports': nodeTypeImports,
  'types-package': typesPackage,
  'get-result-type': getResultType,
};

export interface CheckResult {
  findings: Finding[];
  problems: SyntaxProblem[];
  skippedLines: number[];
  /** 代码完全无法解析，什么也没检查。 */
  unparsable: boolean;
}

function runRules(context: Context): Finding[] {
  const seen = new Set<Rule>();
  const findings: Finding[] = [];
  for (const rule of Object.values(RULES)) {
    if (seen.has(rule)) continue;
    seen.add(rule);
    findings.push(...rule(context));
  }
  return findings.sort((a, b) => a.start - b.start || a.rule.localeCompare(b.rule));
}

export function checkCode(code: string): CheckResult {
  const parsed = parseCode(code);
  if (!parsed.ast)
    return { findings: [], problems: parsed.problems, skippedLines: parsed.skippedLines, unparsable: true };
  const context = buildContext(code, parsed.ast);
  return {
    findings: runRules(context),
    problems: parsed.problems,
    skippedLines: parsed.skippedLines,
    unparsable: false,
  };
}

/** 已经从某个模块导入的名字（`import { X }`、`import type { X }`）。 */
function importedNames(declarations: ImportDeclaration[], module: string): Set<string> {
  return new Set(
    declarations
      .filter((d) => d.source.value === module)
      .flatMap((d) => d.specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => s.local.name)),
  );
}

/** 新的导入放在最后一条导入之后；没有导入时放在文件开头（跳过 `#!` 行）。 */
function importInsertion(context: Context, needs: ImportNeed[]): Edit | undefined {
  const declarations = context.ast.program.body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');
  const lines: string[] = [];
  for (const module of ['cheerio', 'domhandler'] as const) {
    const existing = importedNames(declarations, module);
    const names = [...new Set(needs.filter((n) => n.module === module).map((n) => n.name))].filter(
      (name) => !existing.has(name),
    );
    if (names.length) lines.push(`import type { ${names.sort().join(', ')} } from '${module}';`);
  }
  if (lines.length === 0) return undefined;
  const last = declarations[declarations.length - 1];
  if (last) {
    const lineEnd = context.code.indexOf('\n', last.end!);
    const at = lineEnd === -1 ? context.code.length : lineEnd;
    return { start: at, end: at, text: `\n${lines.join('\n')}` };
  }
  const at = context.code.startsWith('#!') ? context.code.indexOf('\n') + 1 : 0;
  return { start: at, end: at, text: `${lines.join('\n')}\n` };
}

const overlaps = (a: Edit, b: Edit) =>
  a.start < b.end && b.start < a.end ? true : a.start === a.end && b.start === b.end && a.start === b.start;

function applyEdits(code: string, edits: Edit[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/** 一轮修改：每条结果的修改要么整体采用，要么（与已采用的修改重叠时）留到下一轮。 */
function fixOnce(code: string): { code: string; applied: number } {
  const parsed = parseCode(code);
  if (!parsed.ast || parsed.problems.length) return { code, applied: 0 };
  const context = buildContext(code, parsed.ast);
  const accepted: Edit[] = [];
  const needs: ImportNeed[] = [];
  let applied = 0;
  const key = (edit: Edit) => `${edit.start}:${edit.end}:${edit.text}`;
  const acceptedKeys = new Set<string>();
  for (const finding of runRules(context)) {
    if (!finding.fix) continue;
    const fresh = finding.fix.edits.filter((edit) => !acceptedKeys.has(key(edit)));
    if (fresh.some((edit) => accepted.some((other) => overlaps(edit, other)))) continue;
    for (const edit of fresh) {
      accepted.push(edit);
      acceptedKeys.add(key(edit));
    }
    needs.push(...(finding.fix.imports ?? []));
    applied++;
  }
  const insertion = importInsertion(context, needs);
  if (insertion) {
    // 最后一条导入整条被删掉时（节点类型改从 domhandler 导入），新的导入就写在它原来的位置。
    const removed = accepted.find((edit) => edit.start < insertion.start && insertion.start < edit.end);
    accepted.push(
      removed
        ? { start: removed.start, end: removed.start, text: `${insertion.text.replace(/^\n/, '')}\n` }
        : insertion,
    );
  }
  return { code: applyEdits(code, accepted), applied };
}

/** “应用修改”：反复修改直到没有可以自动修改的结果（修改可能相互嵌套，例如 `cheerio.html(cheerio(…))`）。 */
export function applyFixes(code: string): { code: string; applied: number } {
  let current = code;
  let total = 0;
  for (let round = 0; round < 6; round++) {
    const { code: next, applied } = fixOnce(current);
    if (applied === 0 || next === current) break;
    current = next;
    total += applied;
  }
  return { code: current, applied: total };
}
