import { type HastNode, textOf } from '../hastText';
import { encodeFragmentSync } from './fragmentSync';
import { liveBlockState } from './liveBlockState';

/**
 * rehype 插件：给每个实时代码块算好“在演练场中打开”的链接（代码和其中的 HTML 压缩进地址的片段），作为
 * `playgroundLink` 属性交给 CodeBlock。链接在构建时就定下来，浏览器里不需要压缩代码，也就不用为此加载任何脚本。
 */

export const PLAYGROUND_PATH = '/playground';

export function playgroundLinkFor(code: string): string {
  return `${PLAYGROUND_PATH}#${encodeFragmentSync(liveBlockState(code))}`;
}

export default function playgroundLinks() {
  return (tree: HastNode) => {
    const stack: HastNode[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'element' && node.tagName === 'code' && node.properties?.live) {
        node.properties.playgroundLink = playgroundLinkFor(textOf(node));
        continue;
      }
      stack.push(...(node.children ?? []));
    }
  };
}
