import path from 'node:path';

/** 带路径前缀的构建：前缀与输出目录（base-path.setup.ts 构建，base-path.spec.ts 测试）。 */
export const BASE_PATH = '/cheerio/';
export const BASE_PATH_OUT_DIR = path.join(__dirname, '../../../build-base');
