/** 把结果写成 JSON 和 CSV。 */
import { writeFile } from 'node:fs/promises';
import type { Book } from './scrape';

const CSV_COLUMNS = ['url', 'title', 'author', 'isbn', 'price', 'tags'] as const;

/** 含逗号、双引号或换行的字段加上双引号，里面的双引号写两遍（RFC 4180）。 */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(books: Book[]): string {
  const rows = books.map((book) =>
    CSV_COLUMNS.map((column) => csvField(column === 'tags' ? book.tags.join('|') : book[column])).join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}

export async function writeJson(file: string, books: Book[]): Promise<void> {
  await writeFile(file, `${JSON.stringify(books, null, 2)}\n`);
}

/** 开头的 BOM 让 Excel 按 UTF-8 打开，中文才不会变成乱码。 */
export async function writeCsv(file: string, books: Book[]): Promise<void> {
  await writeFile(file, `\ufeff${toCsv(books)}`);
}
