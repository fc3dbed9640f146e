/**
 * src/theme/CodeBlock/Line 把看起来与正文一样的记号写成纯文本（src/plugins/lean-prism/browser/neutralTokens.ts）。
 * 这里对文档里的每个代码块、两套主题逐个记号核对：被写成纯文本的记号，用主题渲染时的样式只有与所在行相同的颜色，
 * 所以去掉它的 span 之后，两种颜色模式下都和原来一样。
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createElement, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PrismTheme, Token } from 'prism-react-renderer';
import { Highlight } from '../../src/plugins/lean-prism/browser/runtime';
import { distinctTokenTypes, isPlainToken, sameColour } from '../../src/plugins/lean-prism/browser/neutralTokens';
import { darkCodeTheme, lightCodeTheme } from '../../src/constants/codeThemes';
import { findDocFiles, readCodeBlocks } from '../support/doc-examples';

const root = join(__dirname, '..', '..');
const distinct = distinctTokenTypes(lightCodeTheme, darkCodeTheme);

/** 用 lean-prism 的 Highlight 渲染，按顺序取出每个记号的类型、所在行的颜色和记号自己的内联样式。 */
function tokenStyles(code: string, language: string, theme: PrismTheme) {
  const found: { token: Token; line: CSSProperties; style: CSSProperties }[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ tokens, getLineProps, getTokenProps }) => {
        for (const line of tokens) {
          const lineStyle = getLineProps({ line }).style ?? {};
          for (const token of line) found.push({ token, line: lineStyle, style: getTokenProps({ token }).style ?? {} });
        }
        return createElement('pre');
      },
    }),
  );
  return found;
}

describe('看起来与正文一样的记号写成纯文本', () => {
  test('github 与 dracula：正文和标点算，关键字、字符串、注释不算；颜色的两种写法视为同一种', () => {
    assert.ok(isPlainToken(['plain'], distinct));
    assert.ok(isPlainToken(['punctuation'], distinct));
    assert.ok(isPlainToken(['imports'], distinct), '两套主题都没有提到的类型没有样式');
    for (const type of ['keyword', 'string', 'comment', 'function']) assert.ok(!isPlainToken([type], distinct), type);
    assert.ok(!isPlainToken(['imports', 'keyword'], distinct), '嵌套的记号只要有一个类型有颜色就保留 span');
  });

  test('文档里的每个代码块：写成纯文本的记号在两套主题里都只有所在行的颜色', () => {
    const blocks = readCodeBlocks(root, findDocFiles(root, ['docs', 'blog'], ['docs/api']));
    assert.ok(blocks.length > 50);
    let plain = 0;
    let total = 0;
    for (const block of blocks) {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        for (const { token, line, style } of tokenStyles(block.code, block.lang, theme)) {
          total += 1;
          if (token.empty || !isPlainToken(token.types, distinct)) continue;
          plain += 1;
          const { color, ...rest } = style;
          assert.deepEqual(rest, {}, `${block.file}：${token.types.join(' ')} 还有颜色以外的样式`);
          if (color !== undefined) {
            assert.ok(
              sameColour(String(color), String(line.color)),
              `${block.file}：${token.types.join(' ')} 的颜色 ${String(color)} 不是所在行的 ${String(line.color)}`,
            );
          }
        }
      }
    }
    // 去掉的 span 占代码记号的三成以上：这是这一步为长教程省下的元素。
    assert.ok(plain / total > 0.3, `纯文本记号只占 ${plain} / ${total}`);
  });
});
