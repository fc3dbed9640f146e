import { decodeLikeLoadBuffer } from '../../encoding-lab/analyze';
import { nodeCode } from '../../encoding-lab/nodeCode';
import { sniff, type Sniffed } from '../../encoding-lab/sniff';
import type { PageSource } from '../state';
import { MAX_IMPORT_BYTES } from './protocol';

/**
 * 把读者打开的文件（或粘贴的十六进制字节）变成演练场的 HTML：编码的判断和解码都用编码实验室的代码
 * （decodeLikeLoadBuffer，与 cheerio 1.2.0 的 loadBuffer 逐字相同，见 tests/unit/encoding-lab.test.ts 的对照），
 * 不另写一个解码器。纯函数，在 pageImport.worker.ts 里运行，单元测试在 Node 里直接调用。
 */

export type ImportedPage =
  | {
      ok: true;
      html: string;
      source: PageSource;
      /** 判断编码的依据，一句话。 */
      explanation: string;
      /** 解出的替换字符个数：不为 0 时编码多半不对。 */
      replacements: number;
    }
  | { ok: false; message: string };

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} 字节`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** loadBuffer 为什么选了这个编码。 */
export function explainEncoding(sniffed: Sniffed): string {
  const encoding = sniffed.encoding;
  switch (sniffed.source) {
    case 'bom':
      return `按 ${encoding} 解码：文件开头有字节顺序标记（BOM），loadBuffer 最先看它。`;
    case 'transport':
      return `按 ${encoding} 解码：Content-Type 响应头里写了 charset=${sniffed.transport?.label ?? encoding}，loadBuffer 把它放在页面自己的声明之前。`;
    case 'xml-prefix':
      return `按 ${encoding} 解码：文件开头的字节是 UTF-16 写成的 XML 声明。`;
    case 'meta':
      return `按 ${encoding} 解码：页面的 <meta> 声明了 ${sniffed.declared?.label ?? encoding}。`;
    case 'xml-declaration':
      return `按 ${encoding} 解码：XML 声明里写了 encoding="${sniffed.declared?.label ?? encoding}"。`;
    case 'default':
      return `按 ${encoding} 解码：文件里没有字节顺序标记和编码声明，也没有填响应头，loadBuffer 用默认的 ${encoding}。`;
  }
}

export async function importPage(bytes: Uint8Array, name: string, contentType: string): Promise<ImportedPage> {
  if (bytes.length > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      message: `${name} 有 ${size(bytes.length)}，演练场最多打开 ${size(MAX_IMPORT_BYTES)} 的页面。更大的文件请在 Node 里用 loadBuffer 或 decodeStream 处理（编码实验室会给出代码）。`,
    };
  }
  const result = await decodeLikeLoadBuffer(bytes, contentType);
  if (result.problem) return { ok: false, message: `${name}：${result.problem.message}` };
  if (result.text === undefined) {
    return { ok: false, message: `${name}：loadBuffer 无法解码这个文件（${result.decodeError ?? '不支持的编码'}）。` };
  }
  const transportProblem = result.transport.problem ? `（${result.transport.problem}）` : '';
  // 生成的抓取脚本照编码实验室给 Node 代码的办法解码真实的页面。
  const { option, comment, decodesAs } = nodeCode({
    sniffed: result.sniffed,
    withoutTransport: result.transport.label ? sniff(bytes) : result.sniffed,
    size: bytes.length,
  });
  return {
    ok: true,
    html: result.text,
    source: {
      name,
      encoding: result.sniffed.encoding,
      contentType: result.transport.header,
      loadBuffer: { ...(option ? { option } : {}), comment, decodesAs },
    },
    explanation: `已打开 ${name}（${size(bytes.length)}）。${explainEncoding(result.sniffed)}${transportProblem}`,
    replacements: result.replacements,
  };
}
