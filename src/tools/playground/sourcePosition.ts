/**
 * 源码里的字符下标（从 0 起，按 UTF-16 码元计，解析器给的 offset）与行列（都从 1 起）互换。
 *
 * 页面和 worker 之间只传行列，不传下标：编辑器（CodeMirror）和文本框都把 \r\n、\r 换成 \n，读者的 HTML 里有 \r\n 时，
 * 同一个字符在编辑器里的下标比在原文里小，行列却相同。所以这里的换行规则与 CodeMirror 一致：\r\n、\r、\n 各算一次换行。
 */

export interface SourcePosition {
  line: number;
  column: number;
}

const LF = 10;
const CR = 13;

export class LineIndex {
  /** 每一行第一个字符的下标。 */
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === CR && text.charCodeAt(index + 1) === LF) index += 1;
      if (code === CR || code === LF) this.starts.push(index + 1);
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** 第 line 行（从 1 起）的起点和终点（终点不含换行符）。 */
  private lineBounds(line: number): { start: number; end: number } {
    const start = this.starts[line - 1];
    const next = this.starts[line];
    if (next === undefined) return { start, end: this.text.length };
    const breakLength = this.text.charCodeAt(next - 1) === LF && this.text.charCodeAt(next - 2) === CR ? 2 : 1;
    return { start, end: next - breakLength };
  }

  /** 下标所在的行列。落在换行符上（或 \r\n 的中间）算作那一行的行尾；超出范围的下标取最近的一端。 */
  position(offset: number): SourcePosition {
    const clamped = Math.min(Math.max(0, offset), this.text.length);
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle] <= clamped) low = middle;
      else high = middle - 1;
    }
    const { start, end } = this.lineBounds(low + 1);
    return { line: low + 1, column: Math.min(clamped, end) - start + 1 };
  }

  /** 行列对应的下标。行超出范围取第一行或最后一行，列超出行尾取行尾。 */
  offset({ line, column }: SourcePosition): number {
    const clampedLine = Math.min(Math.max(1, Math.floor(line)), this.starts.length);
    const { start, end } = this.lineBounds(clampedLine);
    return Math.min(start + Math.max(0, Math.floor(column) - 1), end);
  }
}
