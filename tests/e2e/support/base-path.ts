import path from 'node:path';

/**
 * 带路径前缀的构建：前缀与输出目录（base-path.setup.ts 构建，base-path.spec.ts 测试）。它同时是国内镜像的构建
 * （README 的“国内访问”）：SITE_URL 是镜像自己的地址，CANONICAL_URL 是主站。
 */
export const BASE_PATH = '/cheerio/';
export const MIRROR_ORIGIN = 'https://mirror.example.cn';
export const PRIMARY_URL = 'https://docs.example.org';
export const BASE_PATH_OUT_DIR = path.join(__dirname, '../../../build-base');
