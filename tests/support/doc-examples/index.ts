import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import React from 'react';
import { type AssertionSite, analyzeBlock } from './analyze';
import { type CodeBlock, parseMeta, RUNNABLE_LANGS } from './blocks';
import { checkGroup, checkSite } from './compare';
import { type RunEnvironment, runBlock } from './run';

export { extractCodeBlocks, findDocFiles, parseMeta, readCodeBlocks, type CodeBlock } from './blocks';
export { analyzeBlock } from './analyze';
export { checkGroup, checkSite, normalizeText } from './compare';
export { startExampleServer, exampleRoutes } from './example-site';
export type { RunEnvironment } from './run';

export interface BlockReport {
  /** ran：执行并核对过；no-run：按标记跳过；not-runnable：语言不执行（bash、json……）。 */
  status: 'ran' | 'no-run' | 'not-runnable';
  live: boolean;
  /** 核对过的 `// =>` 个数。 */
  assertions: number;
  /** 只有 import/require、执行成功即通过的代码块。 */
  importOnly: boolean;
  noRunReason?: string;
  problems: string[];
}

// 项目没有安装 @types/react-dom；这里只用到一个函数，就地写出它的类型。
const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
  renderToStaticMarkup(element: React.ReactElement): string;
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** react-live 的预览显示的文字：渲染成静态 HTML，去掉标签，还原 React 转义的字符。 */
export function renderToText(element: unknown): string {
  const node = typeof element === 'function' ? React.createElement(element as React.FC) : element;
  if (!React.isValidElement(node)) {
    throw new TypeError(
      'render(...) 的参数必须是 JSX 元素（例如 <pre>{结果}</pre>）：react-live 不显示字符串等其他值。',
    );
  }
  return renderToStaticMarkup(node)
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|gt|quot|#x27|#39);/g, (entity: string) => ENTITIES[entity])
    .replaceAll('&amp;', '&');
}

/**
 * 实时代码块的作用域：React 加上 cheerio（沙箱里的 runCode 同样直接提供 cheerio），cheerio 取包里的浏览器构建
 * （按 package.json 的 exports["."].browser 找到，与沙箱页打包的相同），这样用到 Node 专有导出（loadBuffer、
 * fromURL……）的实时代码块在这里同样会失败。
 */
export async function createLiveScope(root: string): Promise<Record<string, unknown>> {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve('cheerio/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: { '.': { browser: { default: string } } };
  };
  const browserEntry = join(dirname(manifestPath), manifest.exports['.'].browser.default);
  const browserCheerio: unknown = await import(pathToFileURL(browserEntry).href);
  return { React, ...React, cheerio: browserCheerio };
}

/** 按约定检查一个代码块：不执行的语言和 no-run 直接归类，其余静态分析后执行并核对输出。 */
export async function checkBlock(block: CodeBlock, env: RunEnvironment): Promise<BlockReport> {
  const meta = parseMeta(block.meta);
  const report: BlockReport = { status: 'ran', live: meta.live, assertions: 0, importOnly: false, problems: [] };

  if (!RUNNABLE_LANGS.has(block.lang)) return { ...report, status: 'not-runnable' };
  if (meta.noRun !== undefined) {
    const problems = meta.noRun === '' ? ['no-run 标记必须写明不执行的理由，例如 no-run="仅为类型声明"。'] : [];
    return { ...report, status: 'no-run', noRunReason: meta.noRun, problems };
  }

  const analysis = analyzeBlock(block.code, block.lang, meta);
  report.importOnly = analysis.importOnly;
  if (analysis.problems.length > 0) return { ...report, problems: analysis.problems };

  const result = await runBlock(analysis, block.lang, meta.live, env);
  report.problems.push(...result.errors.map((message) => `运行时出错：${message}`));
  const groups = new Map<number, AssertionSite[]>();
  for (const site of analysis.sites) groups.set(site.group, [...(groups.get(site.group) ?? []), site]);
  for (const sites of groups.values()) {
    const problem =
      sites.length === 1 ? checkSite(sites[0], result.calls[sites[0].id]) : checkGroup(sites, result.sequence);
    if (problem) report.problems.push(problem);
    else report.assertions++;
  }
  return report;
}
