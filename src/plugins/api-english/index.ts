import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { ENGLISH_ROUTE } from '../../tools/api-english/format';
import { API_ENGLISH_DIR } from './paths';

/**
 * 构建结束后把 TypeDoc 写出的中英对照数据（每个 API 页面一份 JSON）复制进站点。页面的 HTML 和脚本里都没有它，
 * 读者打开“显示英文原文”时才下载当前页面的那一份。开发服务器（npm start）没有 postBuild，开关会说明这一点。
 */
export default function apiEnglishPlugin(): Plugin {
  return {
    name: 'api-english',
    async postBuild({ siteDir, outDir }) {
      const source = path.join(siteDir, API_ENGLISH_DIR);
      if (!existsSync(source))
        throw new Error(`找不到中英对照数据 ${API_ENGLISH_DIR}：TypeDoc 没有运行，或没有配置 apiEnglishDir`);
      await cp(source, path.join(outDir, ENGLISH_ROUTE), { recursive: true });
    },
  };
}
