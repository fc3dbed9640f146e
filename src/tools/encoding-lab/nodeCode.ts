import type { Likely } from './analyze';
import { decoderKind } from './decoders';
import type { Sniffed } from './sniff';

/** 超过这个大小的文件，示例代码改用流（decodeStream），不必把整个文件读进内存。 */
export const STREAM_THRESHOLD = 10 * 1024 * 1024;

export interface NodeCode extends LoadBufferEncoding {
  code: string;
}

/**
 * 交给 `loadBuffer` 的编码选项和一句为什么。演练场生成的抓取脚本也用它（src/tools/playground/extract/script.ts），
 * 所以两处给出的编码总是一致的。
 */
export interface LoadBufferEncoding {
  /** `encoding: { … }` 里的一项，例如 `transportLayerEncodingLabel: 'gbk'`；loadBuffer 自己就能判断对时没有。 */
  option?: string;
  comment: string;
  /** 代码实际按哪种编码解码（WHATWG 编码名）。 */
  decodesAs: string;
}

interface Input {
  sniffed: Sniffed;
  /** 不传响应头时 loadBuffer 的判断：响应头的标签 loadBuffer 不支持时，代码就不传它。 */
  withoutTransport: Sniffed;
  size: number;
  likely?: Likely;
  gbkFourByte?: number;
}

/** WHATWG 编码名对应的、写在代码里最常见的标签。 */
function labelFor(encoding: string): string {
  return encoding.toLowerCase();
}

function plan({ sniffed, likely, gbkFourByte }: Input): { option?: string; comment: string; decodesAs: string } {
  const { transport } = sniffed;
  if (likely?.reason === 'content' && sniffed.source === 'default') {
    return {
      option: `defaultEncoding: '${labelFor(likely.encoding)}'`,
      comment: `页面没有声明编码，loadBuffer 默认按 windows-1252 解码。按内容推测是 ${likely.encoding}，请对照解码结果确认。`,
      decodesAs: likely.encoding,
    };
  }
  if (likely?.reason === 'content') {
    return {
      option: `transportLayerEncodingLabel: '${labelFor(likely.encoding)}'`,
      comment: `按 ${sniffed.encoding} 解码出现了替换字符 �，按内容推测是 ${likely.encoding}；transportLayerEncodingLabel 的优先级高于 <meta>。`,
      decodesAs: likely.encoding,
    };
  }
  if (likely) {
    return {
      option: `transportLayerEncodingLabel: '${labelFor(likely.encoding)}'`,
      comment: `响应头（${sniffed.encoding}）与页面的声明（${likely.encoding}）不一致时，loadBuffer 听响应头的。服务器的默认设置常常不对，这里改用页面自己声明的编码，请对照解码结果确认。`,
      decodesAs: likely.encoding,
    };
  }
  if (sniffed.encoding === 'GBK' && gbkFourByte) {
    return {
      option: "transportLayerEncodingLabel: 'gb18030'",
      comment: `声明的是 GBK，但文件里有 ${gbkFourByte} 个 GB18030 的四字节字符；按 gb18030 解码，普通汉字的结果不变。`,
      decodesAs: 'gb18030',
    };
  }
  if (sniffed.source === 'transport' && transport?.label) {
    return {
      option: `transportLayerEncodingLabel: '${transport.label}'`,
      comment: '编码来自响应头 Content-Type 的 charset；用 fromURL 下载时它会自动传进来，用 fetch 时自己传。',
      decodesAs: sniffed.encoding,
    };
  }
  const why: Record<Sniffed['source'], string> = {
    bom: '文件开头的 BOM 决定了编码，loadBuffer 自己就能认出来。',
    transport: '',
    'xml-prefix': '文件开头的 UTF-16 XML 前缀决定了编码，loadBuffer 自己就能认出来。',
    meta: '页面的 <meta> 声明了编码，loadBuffer 自己就能认出来。',
    'xml-declaration': 'XML 声明里写明了编码，loadBuffer 自己就能认出来。',
    default: '页面没有声明编码，loadBuffer 按默认的 windows-1252 解码；文件只含 ASCII 时这不影响结果。',
  };
  return { comment: why[sniffed.source], decodesAs: sniffed.encoding };
}

function loadBufferEncoding(input: Input): LoadBufferEncoding {
  // 标签表里只有 x-user-defined 是 iconv-lite 不认识的，而它只可能来自响应头（<meta> 里的会被当作 windows-1252）。
  const unsupported = decoderKind(input.sniffed.encoding) === 'unsupported';
  const sniffed = unsupported ? input.withoutTransport : input.sniffed;
  const planned = plan({ ...input, sniffed });
  const comment = unsupported
    ? `响应头的 charset 是 ${input.sniffed.encoding}，loadBuffer 不支持它（会抛出 Encoding not recognized），所以不要把它传进去，让 loadBuffer 自己嗅探。${planned.comment}`
    : planned.comment;
  return { ...(planned.option ? { option: planned.option } : {}), comment, decodesAs: planned.decodesAs };
}

/** 读者自己的文件用 Node 怎样加载：交给 loadBuffer，大文件用 decodeStream；编码线索不对时补上正确的选项。 */
export function nodeCode(input: Input): NodeCode {
  const { size } = input;
  const encoding = loadBufferEncoding(input);
  const { comment } = encoding;
  const options = encoding.option ? `{ encoding: { ${encoding.option} } }` : undefined;
  if (size > STREAM_THRESHOLD) {
    return {
      ...encoding,
      code: `import { createReadStream } from 'node:fs';
import * as cheerio from 'cheerio';

// ${comment}
// 文件较大，用流边读边解码，不必先把整个文件读进内存。
createReadStream('page.html').pipe(
  cheerio.decodeStream(${options ?? '{}'}, (error, $) => {
    if (error) throw error;
    console.log($('title').text());
  }),
);
`,
    };
  }
  return {
    ...encoding,
    code: `import { readFile } from 'node:fs/promises';
import * as cheerio from 'cheerio';

// ${comment}
const $ = cheerio.loadBuffer(await readFile('page.html')${options ? `, ${options}` : ''});
console.log($('title').text());
`,
  };
}
