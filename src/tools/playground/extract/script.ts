import type { LoadBufferEncoding } from '../../encoding-lab/nodeCode';
import { cheerioOptions } from '../cheerioOptions';
import type { ParseOptions } from '../state';
import { csvLayout } from './csv';
import { extractMapSource, jsString, propertyAccess } from './extractMap';
import type { ExtractField, ModuleType, OutputFormat } from './fields';

/**
 * 生成一段能直接运行的 Node 脚本：抓取页面、用字段表的描述对象运行 extract()、打印 JSON 或写 CSV 文件。
 * 只拼字符串，不运行任何东西；tests/unit/playground-extract.test.ts 在 Node 里运行生成的脚本，
 * 对着本机服务器上的同一份 HTML，确认它的输出与演练场算出的相同。
 */

/** 读者没有给地址时脚本里的占位地址。 */
export const PLACEHOLDER_URL = 'https://example.com/';
export const CSV_FILE_NAME = 'data.csv';

export interface ScriptInput {
  fields: readonly ExtractField[];
  options: ParseOptions;
  output: OutputFormat;
  moduleType: ModuleType;
  /** 要抓取的页面；空字符串时用 baseURI，再没有就用占位地址。 */
  url: string;
  /**
   * 样本是从字节解码来的（编码实验室的判断，即 analyzeBytes() 结果里的 code）：脚本改用 fetch 取字节，
   * 按同样的编码交给 loadBuffer。读者直接粘贴的文本没有它，脚本用 fromURL（按响应头和 <meta> 自己判断编码）。
   */
  encoding?: LoadBufferEncoding;
}

export interface GeneratedScript {
  code: string;
  fileName: string;
  url: string;
}

function scriptUrl(url: string, options: ParseOptions): string {
  return url.trim() || options.baseURI || PLACEHOLDER_URL;
}

function usesLinks(fields: readonly ExtractField[]): boolean {
  return fields.some(
    (field) =>
      field.value === 'href' || field.value === 'src' || (field.fields !== undefined && usesLinks(field.fields)),
  );
}

/** `load()` 一类函数的选项对象的源代码；baseURI 与抓取的地址相同时写成 url。 */
function optionsSource(options: ParseOptions, url: string, encoding?: string): string | null {
  const entries = Object.entries(cheerioOptions(options)).map(([key, value]): string => {
    if (key === 'baseURI') return value === url ? 'baseURI: url' : `baseURI: ${jsString(String(value))}`;
    if (key === 'xml') {
      if (value === true) return 'xml: true';
      const inner = Object.entries(value as Record<string, unknown>)
        .map(([name, item]) => `${name}: ${String(item)}`)
        .join(', ');
      return `xml: { ${inner} }`;
    }
    return `${key}: ${String(value)}`;
  });
  if (encoding) entries.push(`encoding: { ${encoding} }`);
  return entries.length === 0 ? null : `{ ${entries.join(', ')} }`;
}

function comments(lines: string[], indent: string): string {
  return lines.map((line) => `${indent}// ${line}\n`).join('');
}

/** 取到页面、得到 $ 的几行。 */
function loadLines(input: ScriptInput, url: string, indent: string): string {
  const { options, encoding } = input;
  const notes: string[] = [];
  if (!options.isDocument) {
    notes.push('演练场按片段解析（isDocument: false）；抓取来的整页总是按完整文档解析，补上 html、head、body。');
  }
  if (options.baseURI === '' && usesLinks(input.fields)) {
    notes.push('演练场里没有填 baseURI，href、src 保持页面上的写法；要得到绝对地址，在选项里加上 baseURI: url。');
  }
  if (!encoding) {
    const loadOptions = optionsSource(options, url);
    return `${comments(notes, indent)}${indent}const $ = await cheerio.fromURL(url${loadOptions ? `, ${loadOptions}` : ''});\n`;
  }
  const loadOptions = optionsSource(options, url, encoding.option);
  return (
    `${indent}const response = await fetch(url);\n` +
    `${indent}if (!response.ok) throw new Error(\`请求 \${url} 失败：HTTP \${response.status}\`);\n` +
    comments([encoding.comment, ...notes], indent) +
    `${indent}const $ = cheerio.loadBuffer(Buffer.from(await response.arrayBuffer())${loadOptions ? `, ${loadOptions}` : ''});\n`
  );
}

/** 把结果写成 CSV 的几行，列与 csv.ts 的 csvLayout() 相同。 */
function csvLines(fields: readonly ExtractField[], indent: string): string {
  const layout = csvLayout(fields);
  const header = `[${layout.columns.map((column) => jsString(column.header)).join(', ')}]`;
  const cells = (item: string) =>
    `[${layout.columns.map((column) => propertyAccess(column.from === 'top' ? 'data' : item, column.key)).join(', ')}]`;
  const rows =
    layout.rowsFrom === null
      ? `[${cells('data')}]`
      : `(${propertyAccess('data', layout.rowsFrom)} ?? []).map((item) => ${cells('item')})`;
  return (
    `${indent}const header = ${header};\n` +
    `${indent}const rows = ${rows};\n` +
    `${indent}// 开头的 BOM（U+FEFF）让 Excel 按 UTF-8 打开，中文不乱码。\n` +
    `${indent}const csv = [header, ...rows].map((row) => \`\${row.map(csvCell).join(',')}\\r\\n\`).join('');\n` +
    `${indent}await writeFile(${jsString(CSV_FILE_NAME)}, \`\\uFEFF\${csv}\`, 'utf8');\n` +
    `${indent}console.log(\`已写入 ${CSV_FILE_NAME}：\${rows.length} 行数据\`);\n`
  );
}

const CSV_CELL_FUNCTION = `/** 一个单元格：没有值时留空，数组和对象写成 JSON；含逗号、引号或换行时加引号，引号写两遍。 */
function csvCell(value) {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\\r\\n]/.test(text) ? \`"\${text.replaceAll('"', '""')}"\` : text;
}
`;

function csvNote(fields: readonly ExtractField[]): string {
  const layout = csvLayout(fields);
  const lines = [
    layout.rowsFrom === null
      ? 'CSV：整个结果是一行，每个字段一列。'
      : `CSV：${layout.rowsFrom} 的每一项是一行，其他字段在每一行里重复。`,
    '更深的嵌套和数组写成 JSON 文本，没有匹配的字段留空。',
  ];
  return comments(lines, '');
}

export function generateScript(input: ScriptInput): GeneratedScript {
  const url = scriptUrl(input.url, input.options);
  const esm = input.moduleType === 'esm';
  const csv = input.output === 'csv';
  const indent = esm ? '' : '  ';
  const imports = esm
    ? `import * as cheerio from 'cheerio';\n${csv ? "import { writeFile } from 'node:fs/promises';\n" : ''}`
    : `const cheerio = require('cheerio');\n${csv ? "const { writeFile } = require('node:fs/promises');\n" : ''}`;
  const fileName = esm ? 'scrape.mjs' : 'scrape.cjs';
  const urlComment =
    url === PLACEHOLDER_URL ? ' // 换成要抓取的页面' : input.url.trim() === '' ? ' // 取自解析选项里的 baseURI' : '';
  const body =
    loadLines(input, url, indent) +
    '\n' +
    `${indent}const data = $.extract(${extractMapSource(input.fields, indent)});\n\n` +
    (csv ? csvLines(input.fields, indent) : `${indent}console.log(JSON.stringify(data, null, 2));\n`);
  const header =
    '// 由 Cheerio 中文文档的演练场生成：抓取页面，用 extract() 取出字段，' +
    (csv ? `写成 ${CSV_FILE_NAME}（UTF-8，带 BOM）。\n` : '打印 JSON。\n') +
    `// 运行：npm install cheerio@1.2.0，然后 node ${fileName}（需要 Node.js 20.18.1 或更新的版本）。\n` +
    (csv ? csvNote(input.fields) : '');
  const code = esm
    ? `${header}${imports}\nconst url = ${jsString(url)};${urlComment}\n\n${body}${csv ? `\n${CSV_CELL_FUNCTION}` : ''}`
    : `${header}${imports}\nconst url = ${jsString(url)};${urlComment}\n\nasync function main() {\n${body}}\n${csv ? `\n${CSV_CELL_FUNCTION}` : ''}\nmain().catch((error) => {\n  console.error(error);\n  process.exitCode = 1;\n});\n`;
  return { code, fileName, url };
}
