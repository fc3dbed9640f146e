/**
 * 与浏览器的 `CSS.escape()` 相同的转义（CSSOM 规范的“serialize an identifier”）。Worker 里没有 `CSS` 对象，
 * Node 里也没有，所以自己实现。
 */
export function cssEscape(value: string): string {
  let result = '';
  const first = value.charCodeAt(0);
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) {
      result += '\uFFFD';
    } else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && first === 0x2d)
    ) {
      result += `\\${code.toString(16)} `;
    } else if (index === 0 && value.length === 1 && code === 0x2d) {
      result += `\\${char}`;
    } else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) {
      result += char;
    } else {
      result += `\\${char}`;
    }
  }
  return result;
}

/** 属性选择器里用双引号括起来的值。 */
export function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}
