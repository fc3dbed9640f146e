/**
 * 升级对照表的生成（构建与编写时用，不进浏览器）：数据在 src/tools/migrate/upgrades.ts，迁移检查的页面也读它。
 */
import path from 'node:path';
import { UPGRADES, rowAnchor, type UpgradeRow } from '../tools/migrate/upgrades';

export const MIGRATING_FILE = path.join(__dirname, '../../docs/advanced/migrating.md');

// MDX 注释紧贴着 /* 和 */ 写：markdownlint 按 CommonMark 读，会把带空格的 `* <` 当成强调标记里的空格（MD037）。
const BEGIN = '{/*<生成：升级对照表> 由 npm run upgrades:sync 从 src/tools/migrate/upgrades.ts 生成，不要手改。*/}';
const END = '{/*</生成：升级对照表>*/}';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** 页面上的升级对照表：每行第一格带锚点，迁移检查的结果链接到这里。 */
export function upgradeTable(rows: readonly UpgradeRow[] = UPGRADES): string {
  return [
    row(['旧代码或旧行为', '旧版本', '1.x 中', '怎么改']),
    row(['---', '---', '---', '---']),
    ...rows.map((entry) => row([`<a id="${rowAnchor(entry)}"></a>${entry.old}`, entry.versions, entry.now, entry.fix])),
  ].join('\n');
}

/** 把页面里标记之间的内容换成当前数据生成的表格；缺标记时报错。 */
export function regenerateUpgradeTable(source: string): string {
  const start = source.indexOf(BEGIN);
  const stop = source.indexOf(END);
  if (start === -1 || stop === -1 || stop < start) throw new Error(`migrating.md 里找不到生成标记 ${BEGIN}`);
  return `${source.slice(0, start)}${BEGIN}\n\n${upgradeTable()}\n\n${source.slice(stop)}`;
}
