import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * 页面上写到、但在 cheerio 的 main 分支上已经改变的事实，统一用这个提示标出：
 * `:::note 下一版本的变化`。本站升级到新版 cheerio 时，`npm run upstream:status` 列出它们，逐条复查后改写或删除。
 */
export const VERSION_NOTE_OPENER = ':::note 下一版本的变化';
const TITLE = '下一版本的变化';

export interface VersionNote {
  /** 相对仓库根目录的文件。 */
  file: string;
  /** 提示开头那一行的行号（从 1 开始）。 */
  line: number;
  /** 提示的正文（合成一行）。 */
  text: string;
}

/** 找出 files 里所有“下一版本的变化”提示；写法不一致的（别的提示类型、方括号标题）直接抛错，说明正确写法。 */
export function findVersionNotes(root: string, files: string[]): VersionNote[] {
  return files.flatMap((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    const notes: VersionNote[] = [];
    lines.forEach((text, index) => {
      if (!text.includes(TITLE) || !text.startsWith(':::')) return;
      if (text.trim() !== VERSION_NOTE_OPENER)
        throw new Error(
          `${file}:${index + 1}：“${TITLE}”提示请写成 \`${VERSION_NOTE_OPENER}\`，现在是 \`${text.trim()}\``,
        );
      const end = lines.findIndex((candidate, after) => after > index && candidate.trim() === ':::');
      const body = lines.slice(index + 1, end === -1 ? undefined : end);
      notes.push({ file, line: index + 1, text: body.join(' ').replace(/\s+/g, ' ').trim() });
    });
    return notes;
  });
}
