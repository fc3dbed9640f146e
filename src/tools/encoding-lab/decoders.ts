/**
 * 与 cheerio 1.2.0 的 `loadBuffer` 逐字相同的解码：`loadBuffer` 经 encoding-sniffer 调用 iconv-lite 0.6.3 解码，
 * 这里用的是 iconv-lite 自带的码表（单字节编码的字符表、双字节编码的 JSON 码表），按同样的规则查表：
 * 查不到的字节序列输出一个 U+FFFD，再从这个序列的第二个字节重新开始；UTF-8 和 UTF-16 开头的 BOM 去掉。
 * 浏览器的 TextDecoder 不能直接代替：它按 WHATWG 标准把 `gbk` 当作 GB18030 解码，`windows-1252`、Shift_JIS
 * 的个别字节也与 iconv-lite 不同。`tests/unit/encoding-lab.test.ts` 对每一种编码逐字节对照 iconv-lite。
 *
 * 双字节编码的码表各有几十 KB，只在用到时才加载。它们的分块名以 encoding-table- 开头：离线阅读的预缓存跳过它们
 * （src/offline-build/precache.ts），读者第一次用到时才下载并缓存。
 */
import sbcsGenerated from 'iconv-lite/encodings/sbcs-data-generated';
import sbcsData from 'iconv-lite/encodings/sbcs-data';

type Chunk = [string, ...(string | number)[]];
interface Gb18030Ranges {
  uChars: number[];
  gbChars: number[];
}

const loadJson = async <T>(load: () => Promise<{ default: unknown }>) => (await load()).default as T;

const TABLES = {
  cp936: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-cp936" */ 'iconv-lite/encodings/tables/cp936.json'),
    ),
  gbkAdded: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-gbk-added" */ 'iconv-lite/encodings/tables/gbk-added.json'),
    ),
  gb18030Ranges: () =>
    loadJson<Gb18030Ranges>(
      () =>
        import(
          /* webpackChunkName: "encoding-table-gb18030-ranges" */ 'iconv-lite/encodings/tables/gb18030-ranges.json'
        ),
    ),
  cp950: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-cp950" */ 'iconv-lite/encodings/tables/cp950.json'),
    ),
  big5Added: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-big5-added" */ 'iconv-lite/encodings/tables/big5-added.json'),
    ),
  shiftjis: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-shiftjis" */ 'iconv-lite/encodings/tables/shiftjis.json'),
    ),
  eucjp: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-eucjp" */ 'iconv-lite/encodings/tables/eucjp.json'),
    ),
  cp949: () =>
    loadJson<Chunk[]>(
      () => import(/* webpackChunkName: "encoding-table-cp949" */ 'iconv-lite/encodings/tables/cp949.json'),
    ),
};

interface DbcsSpec {
  tables: (keyof typeof TABLES)[];
  gb18030?: true;
}

/** iconv-lite 的双字节编码（按它的规范化名字），与它的 dbcs-data.js 一致；只列 WHATWG 编码名能用到的几种。 */
const DBCS: Record<string, DbcsSpec> = {
  gbk: { tables: ['cp936', 'gbkAdded'] },
  gb18030: { tables: ['cp936', 'gbkAdded'], gb18030: true },
  big5: { tables: ['cp950', 'big5Added'] },
  shiftjis: { tables: ['shiftjis'] },
  eucjp: { tables: ['eucjp'] },
  euckr: { tables: ['cp949'] },
};

/** iconv-lite 自己实现的三种（UTF-8 用 Node 的 StringDecoder，UTF-16 按码元读取）。 */
const INTERNAL = new Set(['utf8', 'utf16le', 'utf16be']);

type SbcsDefinition = string | { type: string; chars?: string };
const SBCS: Record<string, SbcsDefinition> = { ...(sbcsData as object), ...(sbcsGenerated as object) };

/** iconv-lite 查找编码时的规范化：小写，去掉非字母数字，去掉 `:1987` 这样的年份后缀。 */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/:\d{4}$|[^0-9a-z]/g, '');
}

function sbcsChars(name: string): string | undefined {
  let key = normalizeName(name);
  for (let hops = 0; hops < 8; hops++) {
    const definition = SBCS[key];
    if (typeof definition === 'string') key = definition;
    else if (definition?.type === '_sbcs' && definition.chars) {
      if (definition.chars.length === 256) return definition.chars;
      let ascii = '';
      for (let i = 0; i < 128; i++) ascii += String.fromCharCode(i);
      return ascii + definition.chars;
    } else return undefined;
  }
  return undefined;
}

export type DecoderKind = 'utf8' | 'utf16le' | 'utf16be' | 'sbcs' | 'dbcs' | 'unsupported';

export function decoderKind(name: string): DecoderKind {
  const key = normalizeName(name);
  if (INTERNAL.has(key)) return key as DecoderKind;
  if (DBCS[key]) return 'dbcs';
  return sbcsChars(name) ? 'sbcs' : 'unsupported';
}

/** iconv-lite 遇到不认识的编码时抛出的错误，`loadBuffer` 原样抛给调用者。 */
export class UnsupportedEncodingError extends Error {
  constructor(name: string) {
    super(`Encoding not recognized: '${name}' (searched as: '${normalizeName(name)}')`);
    this.name = 'UnsupportedEncodingError';
  }
}

/** 把码元数组分段转成字符串：一次传给 fromCharCode 的参数太多会超出调用栈。 */
function unitsToString(units: Uint16Array, length: number): string {
  const parts: string[] = [];
  for (let start = 0; start < length; start += 8192) {
    parts.push(String.fromCharCode(...units.subarray(start, Math.min(length, start + 8192))));
  }
  return parts.join('');
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const length = bytes.length >> 1;
  const units = new Uint16Array(length);
  for (let i = 0; i < length; i++) {
    const a = bytes[2 * i];
    const b = bytes[2 * i + 1];
    units[i] = littleEndian ? a | (b << 8) : (a << 8) | b;
  }
  return stripBom(unitsToString(units, length));
}

function decodeSbcs(bytes: Uint8Array, chars: string): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = chars.charCodeAt(bytes[i]);
  return unitsToString(units, bytes.length);
}

// 双字节码表的字典树：每个节点 256 项。值 ≥ 0 是 Unicode 码位；UNASSIGNED 是没有对应的字符；
// GB18030_FOUR 表示到了 GB18030 四字节序列的末尾，按范围表计算码位；≤ NODE_START 指向下一层节点；
// ≤ SEQUENCE_START 指向一串码位（一个字节序列对应几个字符）。
const UNASSIGNED = -1;
const GB18030_FOUR = -2;
const SEQUENCE_START = -10;
const NODE_START = -1000;
const REPLACEMENT = 0xfffd;

class DbcsTable {
  readonly nodes: Int32Array[] = [new Int32Array(256).fill(UNASSIGNED)];
  readonly sequences: number[][] = [];

  constructor(
    chunks: Chunk[],
    readonly ranges?: Gb18030Ranges,
  ) {
    for (const chunk of chunks) this.addChunk(chunk);
    if (ranges) this.addFourByteNodes();
  }

  /** 码表地址（如 0x8140）的前几个字节决定写进哪个节点，最后一个字节是节点里的位置。 */
  private nodeFor(address: number): Int32Array {
    const bytes: number[] = [];
    for (let rest = address; rest > 0; rest >>>= 8) bytes.push(rest & 0xff);
    if (bytes.length === 0) bytes.push(0);
    let node = this.nodes[0];
    for (let i = bytes.length - 1; i > 0; i--) {
      const value = node[bytes[i]];
      if (value === UNASSIGNED) {
        node[bytes[i]] = NODE_START - this.nodes.length;
        node = new Int32Array(256).fill(UNASSIGNED);
        this.nodes.push(node);
      } else if (value <= NODE_START) {
        node = this.nodes[NODE_START - value];
      } else {
        throw new Error(`码表冲突：${address.toString(16)}`);
      }
    }
    return node;
  }

  /** 一段码表：起始地址，然后是字符串（依次对应的字符）或数字（前一个字符之后连续的几个码位）。 */
  private addChunk([start, ...parts]: Chunk): void {
    let address = parseInt(start, 16);
    const node = this.nodeFor(address);
    address &= 0xff;
    for (const part of parts) {
      if (typeof part === 'number') {
        let code = node[address - 1] + 1;
        for (let n = 0; n < part; n++) node[address++] = code++;
        continue;
      }
      for (let i = 0; i < part.length;) {
        const code = part.charCodeAt(i++);
        if (code >= 0xd800 && code < 0xdc00) {
          node[address++] = 0x10000 + (code - 0xd800) * 0x400 + (part.charCodeAt(i++) - 0xdc00);
        } else if (code > 0x0ff0 && code <= 0x0fff) {
          // 码表自己的约定：0x0FF0 之后的码位表示后面跟着一串字符。
          const length = 0xfff - code + 2;
          const sequence: number[] = [];
          for (let n = 0; n < length; n++) sequence.push(part.charCodeAt(i++));
          node[address++] = SEQUENCE_START - this.sequences.length;
          this.sequences.push(sequence);
        } else {
          node[address++] = code;
        }
      }
    }
  }

  /** GB18030 的四字节序列：第一字节 81–FE，第二字节 30–39，第三字节 81–FE，第四字节 30–39。 */
  private addFourByteNodes(): void {
    const third = this.nodes.length;
    this.nodes.push(new Int32Array(256).fill(UNASSIGNED));
    const fourth = this.nodes.length;
    this.nodes.push(new Int32Array(256).fill(UNASSIGNED));
    const root = this.nodes[0];
    for (let first = 0x81; first <= 0xfe; first++) {
      const second = this.nodes[NODE_START - root[first]];
      for (let b = 0x30; b <= 0x39; b++) {
        if (second[b] === UNASSIGNED) second[b] = NODE_START - third;
        const thirdNode = this.nodes[NODE_START - second[b]];
        for (let c = 0x81; c <= 0xfe; c++) {
          if (thirdNode[c] === UNASSIGNED) thirdNode[c] = NODE_START - fourth;
          else if (thirdNode[c] === NODE_START - fourth) continue;
          const fourthNode = this.nodes[NODE_START - thirdNode[c]];
          for (let d = 0x30; d <= 0x39; d++) if (fourthNode[d] === UNASSIGNED) fourthNode[d] = GB18030_FOUR;
        }
      }
    }
  }

  private fourByteCode(bytes: Uint8Array, end: number): number {
    const pointer =
      (bytes[end - 3] - 0x81) * 12600 +
      (bytes[end - 2] - 0x30) * 1260 +
      (bytes[end - 1] - 0x81) * 10 +
      (bytes[end] - 0x30);
    const { gbChars, uChars } = this.ranges!;
    // 最后一个不大于 pointer 的区间起点（第一个区间从 0 开始）。
    let low = 0;
    let high = gbChars.length;
    while (low < high - 1) {
      const middle = low + ((high - low + 1) >> 1);
      if (gbChars[middle] <= pointer) low = middle;
      else high = middle;
    }
    return uChars[low] + pointer - gbChars[low];
  }

  decode(bytes: Uint8Array): string {
    // 每个字节最多产生两个码元（代理对），一串字符另算，所以按需扩容。
    let units = new Uint16Array(bytes.length * 2 + 16);
    let length = 0;
    const push = (code: number) => {
      if (length + 2 > units.length) {
        const bigger = new Uint16Array(units.length * 2);
        bigger.set(units);
        units = bigger;
      }
      if (code >= 0x10000) {
        const offset = code - 0x10000;
        units[length++] = 0xd800 | (offset >> 10);
        units[length++] = 0xdc00 | (offset & 0x3ff);
      } else {
        units[length++] = code;
      }
    };
    let node = 0;
    let sequenceStart = 0;
    for (let i = 0; i < bytes.length || node !== 0; i++) {
      // 输入在一个多字节序列中间结束：与查不到一样，输出 U+FFFD，从序列的第二个字节重新开始。
      const value = i < bytes.length ? this.nodes[node][bytes[i]] : UNASSIGNED;
      if (value >= 0) {
        push(value);
      } else if (value === UNASSIGNED) {
        push(REPLACEMENT);
        i = sequenceStart;
      } else if (value === GB18030_FOUR) {
        push(this.fourByteCode(bytes, i));
      } else if (value <= NODE_START) {
        node = NODE_START - value;
        continue;
      } else {
        for (const code of this.sequences[SEQUENCE_START - value]) push(code);
      }
      node = 0;
      sequenceStart = i + 1;
    }
    return unitsToString(units, length);
  }
}

const dbcsCache = new Map<string, Promise<DbcsTable>>();

function dbcsTable(key: string): Promise<DbcsTable> {
  let table = dbcsCache.get(key);
  if (!table) {
    const spec = DBCS[key];
    table = (async () => {
      const chunks = (await Promise.all(spec.tables.map((name) => TABLES[name]() as Promise<Chunk[]>))).flat();
      const ranges = spec.gb18030 ? await TABLES.gb18030Ranges() : undefined;
      return new DbcsTable(chunks, ranges);
    })();
    dbcsCache.set(key, table);
  }
  return table;
}

/** 取得一种编码的解码函数（双字节编码要先加载码表）；不认识的编码抛出 UnsupportedEncodingError。 */
export async function getDecoder(name: string): Promise<(bytes: Uint8Array) => string> {
  switch (decoderKind(name)) {
    case 'utf8': {
      const decoder = new TextDecoder('utf-8');
      return (bytes) => decoder.decode(bytes);
    }
    case 'utf16le':
      return (bytes) => decodeUtf16(bytes, true);
    case 'utf16be':
      return (bytes) => decodeUtf16(bytes, false);
    case 'sbcs': {
      const chars = sbcsChars(name)!;
      return (bytes) => decodeSbcs(bytes, chars);
    }
    case 'dbcs': {
      const table = await dbcsTable(normalizeName(name));
      return (bytes) => table.decode(bytes);
    }
    default:
      throw new UnsupportedEncodingError(name);
  }
}

/** 与 `iconv.decode(buffer, name)` 相同的结果。 */
export async function decode(bytes: Uint8Array, name: string): Promise<string> {
  return (await getDecoder(name))(bytes);
}
