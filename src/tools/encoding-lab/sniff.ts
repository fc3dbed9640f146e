/**
 * `loadBuffer` 判断编码的过程，连同每一条线索在文件里的位置。判断本身直接用 encoding-sniffer 的 `Sniffer`
 * （cheerio 1.2.0 的 `loadBuffer` 经 `decodeBuffer` → `getEncoding` 用的就是它），参数也与 `loadBuffer` 相同；
 * 这里另外逐字节喂给一个不带传输层标签的 `Sniffer`，记下它在哪个字节认出了 `<meta>` 或 XML 声明，好指给读者看。
 */
import MIMEType from 'whatwg-mimetype';
import { ResultType, Sniffer } from 'encoding-sniffer/sniffer';
import { LOAD_BUFFER_DEFAULT, SNIFF_BYTES } from './constants';
import { labelToName } from './labels';

export type Source = 'bom' | 'transport' | 'xml-prefix' | 'meta' | 'xml-declaration' | 'default';

export interface Clue {
  source: Source;
  /** 线索指向的编码；标签无法识别时为 null。 */
  encoding: string | null;
  /** 读者给的或文件里写的标签原文。 */
  label?: string;
  /** 线索在文件里的字节范围 [start, end)。 */
  start?: number;
  end?: number;
  /** 线索所在的那段原文（ASCII），例如整个 `<meta …>` 标签。 */
  snippet?: string;
}

export interface Sniffed {
  /** `loadBuffer` 最终使用的编码（WHATWG 编码名）。 */
  encoding: string;
  source: Source;
  bom?: Clue;
  transport?: Clue;
  /** 文档里的声明：`<meta>`、XML 声明或 UTF-16 的 XML 前缀。 */
  declared?: Clue;
  fallback: Clue;
}

export interface TransportInput {
  /** 读者填的 Content-Type 响应头（或只填一个标签，如 `gbk`）。 */
  header: string;
  /** 从中取出的 charset 参数；没有时为 undefined。 */
  label?: string;
  /** 响应头无法解析时的说明。 */
  problem?: string;
}

/** 像 `fromURL` 那样从 Content-Type 里取出 charset；只写了一个标签（不含 `/`）时把它当作标签本身。 */
export function parseContentType(header: string): TransportInput {
  const trimmed = header.trim();
  if (!trimmed) return { header: trimmed };
  if (!trimmed.includes('/')) return { header: trimmed, label: trimmed };
  try {
    const label = new MIMEType(trimmed).parameters.get('charset');
    return { header: trimmed, label: label || undefined };
  } catch {
    return { header: trimmed, problem: '无法解析这个 Content-Type（应当形如 text/html; charset=gbk），当作没有提供' };
  }
}

const SOURCE_OF: Record<ResultType, Source> = {
  [ResultType.BOM]: 'bom',
  [ResultType.PASSED]: 'transport',
  [ResultType.XML_PREFIX]: 'xml-prefix',
  [ResultType.META_TAG]: 'meta',
  [ResultType.XML_ENCODING]: 'xml-declaration',
  [ResultType.DEFAULT]: 'default',
};

function ascii(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : byte === 0 ? '' : ' ';
  return text.replace(/\s+/g, ' ');
}

function bomClue(bytes: Uint8Array): Clue | undefined {
  const probe = new Sniffer();
  probe.write(bytes.subarray(0, 3));
  if (probe.resultType !== ResultType.BOM) return undefined;
  const length = probe.encoding === 'UTF-8' ? 3 : 2;
  return { source: 'bom', encoding: probe.encoding, start: 0, end: length };
}

/**
 * 文档里的编码声明：从 BOM 之后开始逐字节喂给 Sniffer，它第一次改变判断的那个字节就是声明结束的位置，
 * 再向前找到 `<`、向后找到 `>`，就是读者要看的那个标签。
 */
function declaredClue(bytes: Uint8Array, skip: number): Clue | undefined {
  const sniffer = new Sniffer();
  const limit = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = skip; i < limit; i++) {
    sniffer.write(bytes.subarray(i, i + 1));
    if (sniffer.resultType === ResultType.DEFAULT) continue;
    const source = SOURCE_OF[sniffer.resultType];
    if (source === 'xml-prefix') {
      return { source, encoding: sniffer.encoding, start: skip, end: i + 1, snippet: '<?x' };
    }
    let start = i;
    while (start > skip && bytes[start] !== 0x3c) start--;
    let end = i;
    while (end < bytes.length - 1 && end - i < 512 && bytes[end] !== 0x3e) end++;
    return { source, encoding: sniffer.encoding, start, end: end + 1, snippet: ascii(bytes.subarray(start, end + 1)) };
  }
  return undefined;
}

/** 与 `loadBuffer(bytes, { encoding: { transportLayerEncodingLabel } })` 相同的判断，附带每条线索。 */
export function sniff(bytes: Uint8Array, transportLabel?: string): Sniffed {
  const final = new Sniffer({ defaultEncoding: LOAD_BUFFER_DEFAULT, transportLayerEncodingLabel: transportLabel });
  final.write(bytes.subarray(0, SNIFF_BYTES));
  const bom = bomClue(bytes);
  return {
    encoding: final.encoding,
    source: SOURCE_OF[final.resultType],
    bom,
    transport: transportLabel
      ? { source: 'transport', encoding: labelToName(transportLabel), label: transportLabel }
      : undefined,
    declared: declaredClue(bytes, bom?.end ?? 0),
    fallback: { source: 'default', encoding: LOAD_BUFFER_DEFAULT },
  };
}
