/**
 * 编码实验室的全部分析：给一段字节（和可选的 Content-Type），得出 `loadBuffer` 的判断过程、解码结果、
 * 开头字节的十六进制视图、换成别的编码会看到的乱码，以及适合这个文件的 Node 代码。
 * 纯函数，在页面的 Web Worker 里运行，单元测试在 Node 里直接调用。
 */
import { UnsupportedEncodingError, decode, decoderKind, getDecoder } from './decoders';
import { labelToName } from './labels';
import { nodeCode, type NodeCode } from './nodeCode';
import { SNIFF_BYTES } from './constants';
import { parseContentType, sniff, type Clue, type Sniffed, type TransportInput } from './sniff';

/** 页面上显示的解码结果最多这么多个字符；整个文件照样解码、统计。 */
export const MAX_TEXT_CHARS = 20_000;
/** 十六进制视图显示开头这么多字节。 */
export const HEX_BYTES = 256;

export interface HexRow {
  offset: number;
  bytes: number[];
}

export interface Highlight {
  start: number;
  end: number;
  kind: 'bom' | 'declaration';
}

export interface Likely {
  encoding: string;
  reason: 'content' | 'declared';
}

export interface Alternative {
  /** 换用的编码。 */
  encoding: string;
  /** 这是推测的正确编码（见 LabResult.likely）。 */
  likely?: boolean;
  /** 特殊的“读错再存错”过程时，说明每一步。 */
  steps?: string;
  text: string;
  explanation: string;
}

export interface DecodedText {
  excerpt: string;
  /** 整个文件解码后的字符数（UTF-16 码元）。 */
  length: number;
  /** 替换字符 U+FFFD（显示为 �）的个数：多半是编码选错了，或者文件里本来就有坏字节。 */
  replacements: number;
  truncated: boolean;
}

export interface LabResult {
  size: number;
  /** 空文件、二进制文件：不再解码，只说明原因。 */
  problem?: { kind: 'empty' | 'binary'; message: string };
  transport: TransportInput;
  sniffed: Sniffed;
  /** `<meta>` 里写了 charset，但标签无法识别（被 loadBuffer 忽略）。 */
  ignoredDeclaration?: Clue;
  text?: DecodedText;
  /** loadBuffer 会抛出的错误（iconv-lite 不支持这种编码）。 */
  decodeError?: string;
  /** 按 GBK 解码时，GB18030 的四字节字符变成乱码的个数（浏览器按 WHATWG 标准会解对）。 */
  gbkFourByte?: number;
  /**
   * loadBuffer 的选择可能不对时，更可能正确的编码：没有任何线索或解出了替换字符时按内容推测（content），
   * 响应头与页面的声明不一致时取页面的声明（declared）。只是推测，页面会这样说明。
   */
  likely?: Likely;
  hex: HexRow[];
  highlights: Highlight[];
  alternatives: Alternative[];
  code: NodeCode;
}

const MAGIC: { bytes: (number | null)[]; name: string; hint?: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'PNG 图片' },
  { bytes: [0xff, 0xd8, 0xff], name: 'JPEG 图片' },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: 'GIF 图片' },
  { bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], name: 'WebP 图片' },
  { bytes: [0x25, 0x50, 0x44, 0x46], name: 'PDF 文档' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: 'ZIP 压缩包（docx、xlsx 等 Office 文件也是这种格式）' },
  {
    bytes: [0x1f, 0x8b],
    name: 'gzip 压缩数据',
    hint: '网页以 gzip 压缩传输时，要先解压再交给 loadBuffer；fetch 和 fromURL 会自动解压。',
  },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: '可执行文件（ELF）' },
  { bytes: [0x00, 0x61, 0x73, 0x6d], name: 'WebAssembly 模块' },
];

/** 开头是已知的二进制格式，或者前 1024 字节里有不该出现在文本里的控制字符。UTF-16 的 00 字节是正常的。 */
function binaryProblem(bytes: Uint8Array, sniffed: Sniffed): string | undefined {
  const magic = MAGIC.find(({ bytes: pattern }) => pattern.every((byte, i) => byte === null || bytes[i] === byte));
  if (magic) {
    // 中文与英文之间留空格：名称以字母开头（PNG 图片）时前面加空格。
    const name = /^[A-Za-z]/.test(magic.name) ? ` ${magic.name}` : magic.name;
    return `这个文件的开头是${name}的标志字节，不是文本，loadBuffer 解析出来的只会是乱码。${magic.hint ?? ''}`;
  }
  if (decoderKind(sniffed.encoding).startsWith('utf16')) return undefined;
  const head = bytes.subarray(0, SNIFF_BYTES);
  let controls = 0;
  let nul = 0;
  for (const byte of head) {
    if (byte === 0) nul++;
    else if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) controls++;
  }
  if (nul === 0 && controls <= head.length / 20) return undefined;
  const counts = [nul && `${nul} 个 00 字节`, controls && `${controls} 个控制字符`].filter(Boolean).join('、');
  return `前 ${head.length} 个字节里有${counts}，这不像是 HTML 或其他文本文件（图片、压缩包、程序等二进制文件才会这样）。`;
}

function hexRows(bytes: Uint8Array): HexRow[] {
  const rows: HexRow[] = [];
  for (let offset = 0; offset < Math.min(bytes.length, HEX_BYTES); offset += 16) {
    rows.push({ offset, bytes: [...bytes.subarray(offset, Math.min(offset + 16, HEX_BYTES))] });
  }
  return rows;
}

function countReplacements(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\ufffd'); i !== -1; i = text.indexOf('\ufffd', i + 1)) count++;
  return count;
}

/** `<meta>` 里写了 charset，但 Sniffer 不认识这个标签（例如 MySQL 的 `utf8mb4`），所以被忽略。 */
function unrecognisedDeclaration(bytes: Uint8Array): Clue | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, SNIFF_BYTES));
  const match = /<meta\b[^>]*?charset\s*=\s*["']?([^"'\s;>/]+)[^>]*>/i.exec(head);
  if (!match || labelToName(match[1])) return undefined;
  return {
    source: 'meta',
    encoding: null,
    label: match[1],
    start: match.index,
    end: match.index + match[0].length,
    snippet: match[0].replace(/[^\x20-\x7e]/g, ' '),
  };
}

/** 选一段适合对比乱码的字节：第一个非 ASCII 字节所在的那一行（从行首或标签结束处开始），最多 120 字节。 */
function sampleWindow(bytes: Uint8Array, sniffed: Sniffed): Uint8Array {
  if (decoderKind(sniffed.encoding).startsWith('utf16')) return bytes.subarray(0, 96);
  let first = bytes.findIndex((byte, i) => i >= (sniffed.bom?.end ?? 0) && byte >= 0x80);
  if (first === -1) first = 0;
  let start = first;
  while (start > 0 && first - start < 60 && bytes[start - 1] !== 0x0a && bytes[start - 1] !== 0x3e) start--;
  let end = Math.min(bytes.length, start + 120);
  while (end < bytes.length && end - start < 160 && bytes[end] >= 0x80) end++;
  return bytes.subarray(start, end);
}

type Family = 'utf8' | 'chinese' | 'cjk' | 'utf16' | 'single';

function family(encoding: string): Family {
  if (encoding === 'UTF-8') return 'utf8';
  if (encoding === 'GBK' || encoding === 'gb18030') return 'chinese';
  if (['Big5', 'Shift_JIS', 'EUC-JP', 'EUC-KR'].includes(encoding)) return 'cjk';
  if (encoding.startsWith('UTF-16')) return 'utf16';
  return 'single';
}

function explain(actual: string, wrong: string): string {
  const from = family(actual);
  const to = family(wrong);
  if (from === 'utf8' && to === 'chinese') {
    return 'UTF-8 用三个字节表示一个汉字，GBK 两个字节一组去读，三个字节被拆成一个半“字”，于是出现“浣犲ソ”这类生僻字凑成的词，字数也变多了。字节没有丢，换回 UTF-8 就能还原。';
  }
  if (from === 'utf8' && to === 'single') {
    return 'windows-1252 一个字节就是一个字符，UTF-8 汉字的三个字节变成“ä½ å¥½”这样三个带音标的拉丁字母。没有 BOM、<meta> 和响应头时，loadBuffer 默认就用 windows-1252。';
  }
  if (to === 'utf8') {
    return '这些字节大多不是合法的 UTF-8，解码器把每一处都换成替换字符 �（U+FFFD）。原来的字节就此丢失，存下来的乱码再也还原不了。';
  }
  if (to === 'single') {
    return '每个字节被当成一个拉丁字母，两个字节的汉字变成“ÄãºÃ”这样的两个字母。字节都还在，用正确的编码重新解码就能恢复。';
  }
  if ((from === 'chinese' || from === 'cjk') && (to === 'chinese' || to === 'cjk')) {
    return '两种双字节编码的字节范围大面积重叠，读错了仍然是一个个汉字或假名，只是毫不相干，最容易被误认为“原文就是这样”。';
  }
  if (from === 'utf16') {
    return 'UTF-16 的 ASCII 字符后面都跟着一个 00 字节，按单字节或 UTF-8 读时，这些 00 变成看不见的控制字符，汉字则被拆散。';
  }
  return '同样的字节按另一种编码的规则组合，得到的是另一些字符。';
}

/** “锟斤拷”：先按 UTF-8 读非 UTF-8 的文本，坏字节全变成 U+FFFD；存成 UTF-8（EF BF BD）之后又按 GBK 读。 */
async function mojibakeRoundTrip(window: Uint8Array): Promise<Alternative> {
  const asUtf8 = await decode(window, 'UTF-8');
  const saved = new TextEncoder().encode(asUtf8);
  return {
    encoding: 'GBK',
    steps: '按 UTF-8 读 → 存成 UTF-8 → 再按 GBK 读',
    text: await decode(saved, 'GBK'),
    explanation:
      '第一步，每个不合法的字节序列都变成 U+FFFD；第二步，U+FFFD 存成 UTF-8 是 EF BF BD 三个字节；第三步按 GBK 两两一组读，EF BF、BD EF、BF BD 正好是“锟”“斤”“拷”。',
  };
}

const ALTERNATIVE_ENCODINGS = ['UTF-8', 'GBK', 'windows-1252', 'Big5'];

/**
 * 同一段字节换几种编码读出来的样子。`reference` 是认为正确的编码（推测的编码，或者 loadBuffer 的选择），
 * 说明文字讲的是“本来是 reference，被当成了另一种”。
 */
async function alternatives(bytes: Uint8Array, sniffed: Sniffed, reference: string): Promise<Alternative[]> {
  const window = sampleWindow(bytes, sniffed);
  const results: Alternative[] = [];
  if (reference !== sniffed.encoding) {
    results.push({ encoding: reference, likely: true, text: await decode(window, reference), explanation: '' });
  }
  for (const encoding of ALTERNATIVE_ENCODINGS) {
    const same = encoding === reference || (family(reference) === 'chinese' && family(encoding) === 'chinese');
    if (same || encoding === sniffed.encoding) continue;
    results.push({ encoding, text: await decode(window, encoding), explanation: explain(reference, encoding) });
  }
  const legacy = family(reference) === 'chinese' || family(reference) === 'cjk';
  if (legacy && window.some((byte) => byte >= 0x80)) results.push(await mojibakeRoundTrip(window));
  return results;
}

/** 没有任何线索、按默认编码解出了乱码时，按内容推测：合法的 UTF-8，或者没有坏字节的 GB18030。 */
async function guessEncoding(bytes: Uint8Array): Promise<string | undefined> {
  if (!bytes.some((byte) => byte >= 0x80)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'UTF-8';
  } catch {
    const gb = await decode(bytes, 'gb18030');
    return countReplacements(gb) === 0 ? 'gb18030' : undefined;
  }
}

/** `loadBuffer` 对这段字节的处理：判断编码的过程，以及解码出的全部文字（空文件、二进制文件、不支持的编码除外）。 */
export interface LoadBufferResult {
  transport: TransportInput;
  sniffed: Sniffed;
  problem?: { kind: 'empty' | 'binary'; message: string };
  decodeError?: string;
  text?: string;
  /** 解出的替换字符 U+FFFD 的个数。 */
  replacements: number;
}

/**
 * 像 `loadBuffer` 那样判断编码并解码整段字节。编码实验室在此之上给出对照和建议；演练场用它把读者打开的文件或
 * 粘贴的字节变成 HTML（两处用的是同一个判断和同一个解码器）。
 */
export async function decodeLikeLoadBuffer(bytes: Uint8Array, contentType = ''): Promise<LoadBufferResult> {
  const transport = parseContentType(contentType);
  const sniffed = sniff(bytes, transport.label);
  if (bytes.length === 0) {
    return {
      transport,
      sniffed,
      problem: { kind: 'empty', message: '文件是空的（0 字节），没有可以分析的内容。' },
      replacements: 0,
    };
  }
  const binary = binaryProblem(bytes, sniffed);
  if (binary) return { transport, sniffed, problem: { kind: 'binary', message: binary }, replacements: 0 };
  let decoder: (input: Uint8Array) => string;
  try {
    decoder = await getDecoder(sniffed.encoding);
  } catch (error) {
    if (!(error instanceof UnsupportedEncodingError)) throw error;
    return { transport, sniffed, decodeError: error.message, replacements: 0 };
  }
  const text = decoder(bytes);
  return { transport, sniffed, text, replacements: countReplacements(text) };
}

export async function analyzeBytes(bytes: Uint8Array, contentType = ''): Promise<LabResult> {
  const {
    transport,
    sniffed,
    problem,
    decodeError,
    text: full,
    replacements,
  } = await decodeLikeLoadBuffer(bytes, contentType);
  const base = {
    size: bytes.length,
    transport,
    sniffed,
    hex: hexRows(bytes),
    highlights: [sniffed.bom, sniffed.declared]
      .filter((clue): clue is Clue => clue?.start !== undefined)
      .map((clue) => ({
        start: clue.start!,
        end: clue.end!,
        kind: clue.source === 'bom' ? ('bom' as const) : ('declaration' as const),
      })),
    ignoredDeclaration: sniffed.declared ? undefined : unrecognisedDeclaration(bytes),
  };
  const withoutTransport = transport.label ? sniff(bytes) : sniffed;
  const code = nodeCode({ sniffed, withoutTransport, size: bytes.length });
  if (problem) return { ...base, problem, alternatives: [], code };
  if (decodeError !== undefined || full === undefined) return { ...base, decodeError, alternatives: [], code };
  const text: DecodedText = {
    excerpt: full.slice(0, MAX_TEXT_CHARS),
    length: full.length,
    replacements,
    truncated: full.length > MAX_TEXT_CHARS,
  };
  let gbkFourByte: number | undefined;
  if (sniffed.encoding === 'GBK') {
    gbkFourByte = replacements - countReplacements(await decode(bytes, 'gb18030'));
  }
  // 只在没有任何线索、或者解码出了替换字符时按内容推测：有声明的单字节页面（例如真正的 windows-1252）不该被“纠正”。
  const guess = sniffed.source === 'default' || replacements > 0 ? await guessEncoding(bytes) : undefined;
  const declared = sniffed.declared?.encoding;
  let likely: Likely | undefined;
  if (guess && guess !== sniffed.encoding && !(guess === 'gb18030' && sniffed.encoding === 'GBK')) {
    likely = { encoding: guess, reason: 'content' };
  } else if (sniffed.source === 'transport' && declared && declared !== sniffed.encoding) {
    likely = { encoding: declared, reason: 'declared' };
  }
  return {
    ...base,
    text,
    gbkFourByte,
    likely,
    alternatives: await alternatives(bytes, sniffed, likely?.encoding ?? sniffed.encoding),
    code: nodeCode({ sniffed, withoutTransport, size: bytes.length, likely, gbkFourByte }),
  };
}
