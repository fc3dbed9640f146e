import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

/**
 * 卡片文字用的字体：Debian 的 fonts-noto-cjk（.ci/run 和部署工作流都会安装）里的 Noto Sans CJK SC。
 * 它装在 .ttc 字体集合里（日、韩、简、繁几款共用字形），satori 只认单独的字体文件，所以先从集合里取出简体中文这一款，
 * 再裁剪成卡片上实际用到的字：整款字体约 16 MB，裁剪后只有几十 KB，satori 解析它才快。
 */
export const FONT_FAMILY = 'Noto Sans CJK SC';

/** 卡片上的字都用粗体（Debian fonts-noto-cjk 的安装位置）。 */
export const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

/** name 表里的字体家族名（优先 Windows 平台的 UTF-16 记录）。 */
function familyName(font: Buffer, faceOffset: number): string | undefined {
  const numTables = font.readUInt16BE(faceOffset + 4);
  for (let i = 0; i < numTables; i += 1) {
    const record = faceOffset + 12 + 16 * i;
    if (font.toString('latin1', record, record + 4) !== 'name') continue;
    const table = font.readUInt32BE(record + 8);
    const count = font.readUInt16BE(table + 2);
    const strings = table + font.readUInt16BE(table + 4);
    for (let j = 0; j < count; j += 1) {
      const entry = table + 6 + 12 * j;
      const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((at) => font.readUInt16BE(entry + at));
      if (platform !== 3 || nameId !== 1) continue;
      return font
        .subarray(strings + offset, strings + offset + length)
        .swap16()
        .toString('utf16le');
    }
  }
  return undefined;
}

/**
 * 从 .ttc 集合里取出家族名为 family 的那一款，拼成单独的 OpenType 文件（表目录加上它引用的各张表）。
 * 传入的已经是单独的字体文件时原样返回。
 */
export function faceFromCollection(collection: Buffer, family: string): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') return collection;
  const faces = collection.readUInt32BE(8);
  for (let index = 0; index < faces; index += 1) {
    const offset = collection.readUInt32BE(12 + 4 * index);
    if (familyName(Buffer.from(collection), offset) !== family) continue;
    const numTables = collection.readUInt16BE(offset + 4);
    const tables = Array.from({ length: numTables }, (_, i) => {
      const record = offset + 12 + 16 * i;
      const start = collection.readUInt32BE(record + 8);
      return { record, data: collection.subarray(start, start + collection.readUInt32BE(record + 12)) };
    });
    const headerLength = 12 + 16 * numTables;
    const padded = (length: number) => (length + 3) & ~3;
    const out = Buffer.alloc(headerLength + tables.reduce((sum, { data }) => sum + padded(data.length), 0));
    collection.copy(out, 0, offset, offset + 12);
    let cursor = headerLength;
    tables.forEach(({ record, data }, i) => {
      collection.copy(out, 12 + 16 * i, record, record + 16);
      out.writeUInt32BE(cursor, 12 + 16 * i + 8);
      data.copy(out, cursor);
      cursor += padded(data.length);
    });
    return out;
  }
  throw new Error(`字体集合里没有“${family}”。`);
}

/** 读出字体并裁剪到 text 里的字（satori 要的是 OpenType/TrueType，不是 WOFF2）。 */
export async function subsetFace(text: string, file = FONT_FILE): Promise<Buffer> {
  let collection: Buffer;
  try {
    collection = await readFile(file);
  } catch {
    throw new Error(
      `生成社交分享卡片需要字体 ${file}（${FONT_FAMILY}）。Debian/Ubuntu 上运行 apt-get install fonts-noto-cjk 安装。`,
    );
  }
  return subsetFont(faceFromCollection(collection, FONT_FAMILY), text, { targetFormat: 'sfnt' });
}
