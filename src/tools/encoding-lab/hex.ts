/** 把读者粘贴的十六进制文本变成字节。接受空白、逗号分隔，以及 `0x`、`\x`、`%` 前缀（URL 编码的 `%E4%BD%A0` 也行）。 */
export function parseHex(input: string): { bytes: Uint8Array } | { error: string } {
  // 前缀换成等长的空格，报错时的位置才与读者看到的一致。
  const cleaned = input.replace(/0x|\\x/gi, '  ').replace(/%/g, ' ');
  const digits: string[] = [];
  for (let i = 0; i < cleaned.length; i++) {
    const char = cleaned[i];
    if (/[\s,;:-]/.test(char)) continue;
    if (!/[0-9a-f]/i.test(char)) {
      return { error: `第 ${i + 1} 个字符“${char}”不是十六进制数字（只能是 0–9、A–F）。` };
    }
    digits.push(char);
  }
  if (digits.length === 0) return { error: '没有输入任何字节。' };
  if (digits.length % 2 === 1) {
    return { error: `一共有 ${digits.length} 个十六进制数字，不是偶数：每个字节要两个数字，例如 0A 而不是 A。` };
  }
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits[2 * i] + digits[2 * i + 1], 16);
  return { bytes };
}
