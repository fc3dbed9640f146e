import path from 'node:path';
import type { Config } from '@docusaurus/types';
import { createTranslationResolver } from '../upstream/pageTranslation';

/**
 * 每篇教程和博文的 front matter 必须说明英文原文（upstream），否则构建失败；解析时顺便算出页面的翻译状态，
 * 写进 `translation` 字段，页面底部的原文说明和 /translation-status 都读它（构建时不联网，数据来自仓库里的快照）。
 */
const resolveTranslation = createTranslationResolver(path.resolve(__dirname, '../..'));

export const markdown = {
  parseFrontMatter: async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    return { ...result, frontMatter: resolveTranslation(params.filePath, result.frontMatter, params.fileContent) };
  },
} satisfies Config['markdown'];
