import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { darkCodeTheme, lightCodeTheme } from '../../src/constants/codeThemes';
import { blend, contrastRatio, parseColour, type Rgb } from '../quality/contrast';

const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');

/** custom.css 里高亮行背景是叠在代码块背景上的半透明黑色；取出各模式下的不透明度。 */
function highlightAlpha(selector: string): number {
  const block = css.slice(css.indexOf(selector));
  const match = block.match(/--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/);
  assert.ok(match, `custom.css 的 ${selector} 中找不到 --docusaurus-highlighted-code-line-bg`);
  return Number(match[1]) / 100;
}

describe('代码高亮配色的对比度', () => {
  const cases = [
    { name: '浅色', theme: lightCodeTheme, alpha: highlightAlpha(':root') },
    { name: '暗黑', theme: darkCodeTheme, alpha: highlightAlpha("[data-theme='dark']") },
  ];
  for (const { name, theme, alpha } of cases) {
    it(`${name}主题的每种颜色在普通行和高亮行上都至少 4.5:1`, () => {
      const background = parseColour(theme.plain.backgroundColor!);
      const highlighted = blend([0, 0, 0], background, alpha);
      const plain = parseColour(theme.plain.color!);
      const failures: string[] = [];
      const check = (label: string, colour: Rgb) => {
        for (const [where, bg] of [
          ['普通行', background],
          ['高亮行', highlighted],
        ] as const) {
          const ratio = contrastRatio(colour, bg);
          if (ratio < 4.5) failures.push(`${label} 在${where}上只有 ${ratio.toFixed(2)}:1`);
        }
      };
      check('plain', plain);
      for (const { types, style } of theme.styles) {
        const colour = style.color ? parseColour(style.color) : plain;
        check(types.join('/'), style.opacity === undefined ? colour : blend(colour, background, style.opacity));
      }
      assert.deepEqual(failures, []);
    });
  }
});
