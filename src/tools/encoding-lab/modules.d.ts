/** 编码实验室用到的、没有自带类型声明的模块。 */

/** iconv-lite 的码表数据文件没有类型声明：单字节编码是“名字 → 别名或 { type, chars }”的对象。 */
declare module 'iconv-lite/encodings/sbcs-data-generated' {
  const data: Record<string, string | { type: string; chars: string }>;
  export default data;
}
declare module 'iconv-lite/encodings/sbcs-data' {
  const data: Record<string, string | { type: string; chars?: string }>;
  export default data;
}

/** whatwg-mimetype 4（cheerio 的 fromURL 用它解析 Content-Type）没有自带类型声明，这里只声明用到的部分。 */
declare module 'whatwg-mimetype' {
  export default class MIMEType {
    constructor(input: string);
    readonly essence: string;
    readonly parameters: Map<string, string>;
  }
}

/** whatwg-encoding 3（encoding-sniffer 用它把标签换成编码名）没有自带类型声明。 */
declare module 'whatwg-encoding' {
  export function labelToName(label: string): string | null;
}
