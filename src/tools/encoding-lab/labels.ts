import labelsToNames from 'whatwg-encoding/lib/labels-to-names.json';

/**
 * WHATWG 编码标准的“取得编码”：标签（`gbk`、`utf8`、`x-sjis`……）→ 编码名（`GBK`、`UTF-8`、`Shift_JIS`）。
 * 与 whatwg-encoding 的 `labelToName` 相同，用的也是它的标签表；浏览器打包时 encoding-sniffer 引用的
 * whatwg-encoding 被换成这个模块（见 src/plugins/reader-tools），免得把 iconv-lite 和 Node 的 Buffer 一起打包进来。
 */
export function labelToName(label: string): string | null {
  return (labelsToNames as Record<string, string>)[String(label).trim().toLowerCase()] ?? null;
}

/** 标签表里出现的全部编码名。 */
export const ENCODING_NAMES: readonly string[] = [...new Set(Object.values(labelsToNames as Record<string, string>))];
