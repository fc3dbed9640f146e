/**
 * src/plugins/dark-code-css：暗色模式下，保留服务端 HTML 的代码块带着浅色主题的内联样式，样式表要把它们盖成与浏览器用暗色
 * 主题渲染时一模一样的颜色。这里对文档里的每个代码块逐个记号模拟层叠：浅色内联样式 + 匹配这个记号的规则（后面的优先），
 * 结果必须等于暗色主题的内联样式。
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createElement, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PrismTheme, TokenOutputProps } from 'prism-react-renderer';
import darkCodeCssPlugin from '../../src/plugins/dark-code-css';
import { containerTokenTypes, darkCodeCss, darkTokenRules } from '../../src/plugins/dark-code-css/darkCodeRules';
import { getPrism } from '../../src/plugins/lean-prism/browser/prism';
import { Highlight } from '../../src/plugins/lean-prism/browser/runtime';
import { darkCodeTheme, lightCodeTheme } from '../../src/constants/codeThemes';
import { findDocFiles, readCodeBlocks } from '../support/doc-examples';

const root = join(__dirname, '..', '..');
const containers = containerTokenTypes(getPrism().languages);

type Styled = { className: string; style: CSSProperties };

/** 用 lean-prism 的 Highlight 渲染一段代码，按顺序取出代码块、每一行和每个记号的类名与内联样式。 */
function renderStyles(code: string, language: string, theme: PrismTheme) {
  let result: { block: CSSProperties; lines: CSSProperties[]; tokens: Styled[] } | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ style, tokens, getLineProps, getTokenProps }) => {
        result = {
          block: style,
          lines: tokens.map((line) => getLineProps({ line }).style ?? {}),
          tokens: tokens.flatMap((line) =>
            line.map((token) => {
              const props: TokenOutputProps = getTokenProps({ token });
              return { className: props.className ?? '', style: props.style ?? {} };
            }),
          ),
        };
        return createElement('pre');
      },
    }),
  );
  assert.ok(result);
  return result;
}

/** 浏览器在暗色模式下看到的记号样式：浅色内联样式，被匹配的规则（!important，后面的优先）逐项覆盖。 */
function visibleTokenStyle(token: Styled, plainColour: string): Record<string, unknown> {
  const classes = new Set(token.className.split(' '));
  const visible: Record<string, unknown> = { color: plainColour, ...token.style };
  for (const rule of darkTokenRules(lightCodeTheme, darkCodeTheme, containers)) {
    if (classes.has(rule.tokenType)) Object.assign(visible, rule.style);
  }
  return visible;
}

/** 暗色主题渲染出的样式，补上浅色主题设过、暗色主题没设的属性的正文值（记号不带某个属性时继承正文）。 */
function expectedTokenStyle(dark: Styled, light: Styled, plainColour: string): Record<string, unknown> {
  const expected: Record<string, unknown> = { color: plainColour, ...dark.style };
  for (const property of Object.keys(light.style)) {
    if (!(property in expected)) expected[property] = property === 'opacity' ? 1 : 'normal';
  }
  return expected;
}

describe('dark-code-css 插件', () => {
  const blocks = readCodeBlocks(root, findDocFiles(root, ['docs', 'blog'], ['docs/api']));
  const plainColour = darkCodeTheme.plain.color ?? '';

  test(`文档里的 ${blocks.length} 个代码块：每个记号在暗色模式下看到的样式与暗色主题渲染的相同`, () => {
    assert.ok(blocks.length > 50);
    let compared = 0;
    for (const { file, line, lang, code } of blocks) {
      const language = lang || 'text';
      const light = renderStyles(code, language, lightCodeTheme);
      const dark = renderStyles(code, language, darkCodeTheme);
      assert.equal(light.tokens.length, dark.tokens.length);
      light.tokens.forEach((token, index) => {
        const expected = expectedTokenStyle(dark.tokens[index], token, plainColour);
        const visible = visibleTokenStyle(token, plainColour);
        for (const property of Object.keys(expected)) {
          assert.equal(
            String(visible[property]),
            String(expected[property]),
            `${file}:${line} 记号 “${token.className}” 的 ${property}`,
          );
        }
        compared += 1;
      });
    }
    assert.ok(compared > 1000);
  });

  test('代码块和每一行的正文颜色、背景换成暗色主题的', () => {
    const css = darkCodeCss(lightCodeTheme, darkCodeTheme, containers);
    const dark = renderStyles('const a = 1;', 'js', darkCodeTheme);
    assert.ok(
      css.includes(
        `.prism-code { color: ${dark.block.color} !important; background-color: ${dark.block.backgroundColor} !important; }`,
      ),
    );
    assert.ok(css.includes(`.prism-code .token-line { color: ${dark.lines[0].color} !important; }`));
    assert.ok(css.includes(`--prism-background-color: ${darkCodeTheme.plain.backgroundColor} !important;`));
    for (const rule of css.split('\n')) assert.ok(rule.startsWith("html[data-theme='dark'] "), rule);
  });

  test('插件把样式表写进生成目录，作为客户端模块交给 Docusaurus', () => {
    const generatedFilesDir = mkdtempSync(join(tmpdir(), 'dark-code-css-'));
    const plugin = darkCodeCssPlugin({ generatedFilesDir } as never);
    const [file] = plugin.getClientModules?.() ?? [];
    assert.ok(file && existsSync(file));
    assert.equal(readFileSync(file, 'utf8'), darkCodeCss(lightCodeTheme, darkCodeTheme, containers));
  });
});
