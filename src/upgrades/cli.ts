/** npm run upgrades:sync：改了升级对照表的数据（src/tools/migrate/upgrades.ts）之后，重新生成《迁移与升级》页面里的表格。 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATING_FILE, regenerateUpgradeTable } from './upgradeTable';

writeFileSync(MIGRATING_FILE, regenerateUpgradeTable(readFileSync(MIGRATING_FILE, 'utf8')));
console.log(`已更新 ${path.relative(process.cwd(), MIGRATING_FILE)}`);
