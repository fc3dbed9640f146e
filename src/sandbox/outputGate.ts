import type { OutputEntry, OutputLevel } from './protocol';

/**
 * 页面这一侧对沙箱输出的检查。沙箱里的 worker 也数条数、截断（runCode.ts 的 OutputLimiter），但那段代码与读者的
 * 代码在同一个线程里，读者的代码可以绕过它、自己调用 postMessage。所以上限在这里再执行一次，按页面收到的消息算。
 */

/** 读者代码的时限：超过就连同 worker 一起停下。 */
export const RUN_TIME_LIMIT_MS = 3000;
/** 最多显示的输出条数；之后的只计数。 */
export const MAX_OUTPUT_ENTRIES = 1000;
/** 全部输出的字符总数上限；之后的只计数。 */
export const MAX_OUTPUT_CHARS = 200_000;
/** 一条输出最多显示的字符数。 */
export const MAX_ENTRY_CHARS = 10_000;
/**
 * 一次运行最多接受的消息数（一次运行最长 3 秒，这也就是消息的速率上限）。本站的 worker 最多发 1,000 条输出和
 * 一条 done；超过这个数只能是读者的代码在自己发消息，页面不再处理它们，并结束这次运行。
 */
export const MAX_MESSAGES_PER_RUN = 4 * MAX_OUTPUT_ENTRIES;

const LEVELS: ReadonlySet<string> = new Set<OutputLevel>([
  'log',
  'info',
  'warn',
  'error',
  'debug',
  'render',
  'result',
  'exception',
]);

export type GateResult =
  | { kind: 'entry'; entry: OutputEntry }
  | { kind: 'done'; ms: number }
  /** 超出条数或字符上限，只计数；格式不对的消息也算在这里。 */
  | { kind: 'dropped' }
  /** 消息太多：调用方应立即结束这次运行。 */
  | { kind: 'flood' };

function position(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined;
}

function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

export function truncateEntryText(text: string): string {
  return text.length > MAX_ENTRY_CHARS
    ? `${text.slice(0, MAX_ENTRY_CHARS)}…（这一条共 ${text.length} 个字符，只显示开头）`
    : text;
}

export class OutputGate {
  private messages = 0;
  private entries = 0;
  private characters = 0;
  private droppedHere = 0;
  private reportedDropped = 0;

  /** 没有显示的输出条数：页面自己丢弃的，加上沙箱报告它丢弃的（那个数只是一个数字，伪造了也无害）。 */
  get dropped(): number {
    return this.droppedHere + this.reportedDropped;
  }

  receive(data: unknown): GateResult {
    this.messages += 1;
    if (this.messages > MAX_MESSAGES_PER_RUN) return { kind: 'flood' };
    if (typeof data !== 'object' || data === null) return this.drop();
    const message = data as { type?: unknown; entry?: unknown; ms?: unknown; dropped?: unknown };
    if (message.type === 'done') {
      this.reportedDropped = Math.min(Math.floor(nonNegative(message.dropped)), Number.MAX_SAFE_INTEGER);
      return { kind: 'done', ms: nonNegative(message.ms) };
    }
    if (message.type !== 'output' || typeof message.entry !== 'object' || message.entry === null) return this.drop();
    const { level, text, line, column } = message.entry as Record<string, unknown>;
    if (typeof level !== 'string' || !LEVELS.has(level) || typeof text !== 'string') return this.drop();
    if (this.entries >= MAX_OUTPUT_ENTRIES || this.characters >= MAX_OUTPUT_CHARS) return this.drop();
    const shown = truncateEntryText(text);
    this.entries += 1;
    this.characters += shown.length;
    const entry: OutputEntry = { level: level as OutputLevel, text: shown };
    const lineNumber = position(line);
    const columnNumber = position(column);
    if (lineNumber !== undefined) entry.line = lineNumber;
    if (lineNumber !== undefined && columnNumber !== undefined) entry.column = columnNumber;
    return { kind: 'entry', entry };
  }

  private drop(): GateResult {
    this.droppedHere += 1;
    return { kind: 'dropped' };
  }
}
