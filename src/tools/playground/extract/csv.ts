import type { ExtractField } from './fields';

/**
 * extract() 的结果怎样变成一张表：第一个“全部匹配的嵌套字段”（列表）的每一项是一行，它的子字段是列；
 * 其他顶层字段在每一行里重复（页面标题之类）。没有列表字段时整个结果是一行。更深的嵌套和数组写成 JSON 文本，
 * 没有匹配（undefined）的单元格留空。列表为空时只有表头。
 *
 * 演练场的 CSV 预览用这里的 csvText()；生成的脚本里有一份同样规则的 JavaScript（script.ts），
 * tests/unit/playground-extract.test.ts 运行脚本，确认两者写出的文件逐字相同。
 */

export interface CsvColumn {
  header: string;
  /** 取值的字段名：顶层字段，或者列表项里的子字段。 */
  key: string;
  from: 'top' | 'item';
}

export interface CsvLayout {
  /** 每一行来自这个顶层字段（数组）的一项；为 null 时整个结果是一行。 */
  rowsFrom: string | null;
  columns: CsvColumn[];
}

export function csvLayout(fields: readonly ExtractField[]): CsvLayout {
  const list = fields.find((field) => field.value === 'fields' && field.all);
  const top = fields.filter((field) => field !== list).map((field) => field.name);
  const columns: CsvColumn[] = top.map((name) => ({ header: name, key: name, from: 'top' }));
  for (const sub of list?.fields ?? []) {
    // 子字段与顶层字段同名时，列名带上列表名，免得表头里出现两个一样的名字。
    const header = top.includes(sub.name) ? `${list!.name}.${sub.name}` : sub.name;
    columns.push({ header, key: sub.name, from: 'item' });
  }
  return { rowsFrom: list?.name ?? null, columns };
}

/** 一个单元格：没有值时留空，数组和对象写成 JSON；含逗号、引号或换行时加引号，引号写两遍（RFC 4180）。 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 表格的行（不含表头），每个单元格还是原来的值。 */
export function csvRows(data: Record<string, unknown>, layout: CsvLayout): unknown[][] {
  const pick = (item: Record<string, unknown> | undefined) =>
    layout.columns.map((column) => (column.from === 'top' ? data[column.key] : item?.[column.key]));
  if (layout.rowsFrom === null) return [pick(undefined)];
  const items = data[layout.rowsFrom];
  return Array.isArray(items) ? items.map((item) => pick(item as Record<string, unknown>)) : [];
}

/** CSV 文件的内容（不含 BOM；脚本写文件时在最前面加上 U+FEFF，Excel 才按 UTF-8 打开）。行尾是 CRLF。 */
export function csvText(data: Record<string, unknown>, layout: CsvLayout): string {
  const lines = [layout.columns.map((column) => column.header), ...csvRows(data, layout)];
  return lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
