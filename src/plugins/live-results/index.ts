import { currentRelease } from '../../sandbox/currentRelease';
import { liveResultOf, liveRunRequest } from '../../sandbox/liveResult';
import type { OutputEntry } from '../../sandbox/protocol';
import { OutputLimiter, runCode } from '../../sandbox/runCode';
import { type HastNode, textOf } from '../hastText';
import { LIVE_ERROR, LIVE_RESULT } from './properties';

/**
 * rehype 插件：构建时运行每个实时代码块（与浏览器沙箱里的 runCode 相同，用真实的 cheerio），把结果写进 code 元素的
 * `liveResult` / `liveError` 属性，交给 theme/CodeBlock 渲染进服务端 HTML。读者不必等编辑器加载就能看到结果，禁用
 * JavaScript 时也一样；只有读者改了代码，浏览器才在沙箱里重新运行。
 */

export async function liveResultFor(code: string) {
  const entries: OutputEntry[] = [];
  const limiter = new OutputLimiter((entry) => entries.push(entry));
  await runCode(liveRunRequest(code), {
    emit: limiter.emit,
    loadSucrase: () => import('sucrase'),
    release: currentRelease,
  });
  return liveResultOf(entries);
}

function liveCodeNodes(tree: HastNode): HastNode[] {
  const found: HastNode[] = [];
  const stack: HastNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element' && node.tagName === 'code' && node.properties?.live) found.push(node);
    else stack.push(...(node.children ?? []));
  }
  return found;
}

export default function liveResults() {
  return async (tree: HastNode) => {
    for (const node of liveCodeNodes(tree)) {
      const { text, error } = await liveResultFor(textOf(node).replace(/\n$/, ''));
      node.properties = {
        ...node.properties,
        ...(text === null ? {} : { [LIVE_RESULT]: text }),
        ...(error === null ? {} : { [LIVE_ERROR]: error }),
      };
    }
  };
}
