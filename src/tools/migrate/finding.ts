import type { Node } from '@babel/types';
import type { Context } from './context';
import type { RuleId } from './upgrades';

/** 一处文字替换（start 与 end 相同时是插入），位置是原代码里的偏移。 */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** 修改需要的导入：应用修改时合并成每个模块一条 `import type { … }`，已经导入的名字不重复导入。 */
export interface ImportNeed {
  module: 'cheerio' | 'domhandler';
  name: string;
}

export interface Fix {
  edits: Edit[];
  imports?: ImportNeed[];
}

export interface Finding {
  rule: RuleId;
  start: number;
  end: number;
  /** 从 1 开始。 */
  line: number;
  column: number;
  /** 这一处代码的问题，Markdown 行内语法。 */
  message: string;
  /** 自动修改的效果，Markdown 行内语法；没有自动修改时不写。 */
  fixDescription?: string;
  fix?: Fix;
}

export type Rule = (context: Context) => Finding[];

export function findingAt(node: Node, rule: RuleId, message: string, fix?: { description: string } & Fix): Finding {
  const { description, ...rest } = fix ?? { description: undefined };
  return {
    rule,
    start: node.start ?? 0,
    end: node.end ?? 0,
    line: node.loc?.start.line ?? 1,
    column: (node.loc?.start.column ?? 0) + 1,
    message,
    ...(fix && { fixDescription: description, fix: rest as Fix }),
  };
}

/** 把源码片段放进行内代码；片段里有反引号时用两个反引号包起来。过长的片段截断，免得一条结果占满屏幕。 */
export function code(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const short = flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
  return short.includes('`') ? `\`\` ${short} \`\`` : `\`${short}\``;
}
