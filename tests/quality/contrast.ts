/** WCAG 2 的相对亮度与对比度，用来在单元测试里检查代码高亮配色，不必启动浏览器。 */
import { parseColour, type Rgb } from '../../src/plugins/lean-prism/browser/colour';

export { parseColour, type Rgb };

/** 把不透明度为 alpha 的前景色叠在背景色上。 */
export function blend(foreground: Rgb, background: Rgb, alpha: number): Rgb {
  return foreground.map((channel, i) => Math.round(channel * alpha + background[i] * (1 - alpha))) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
