import { readFileSync } from 'node:fs';

/** 数据文件的位置：由 npm run api:since 生成，提交进仓库，构建时不联网、不安装旧版本。 */
export const SINCE_DATA_FILE = 'src/data/api-since.json';

export interface SurveyedRelease {
  version: string;
  /** 发布到 npm 的包 `require('cheerio')` 就失败时的报错；这样的版本不提供任何条目。 */
  unusable?: string;
  /** 安装时替换掉的依赖（装不上的 git 依赖换成 npm 上的同一份代码）。 */
  substituted?: Record<string, string>;
}

export interface BehaviourChange {
  /** 第一个表现不同的版本。 */
  version: string;
  /** 一句话说明变了什么（行内 Markdown）。 */
  note: string;
}

export interface EntrySince {
  /** 第一个提供这个条目、且之后每个可用版本都提供它的版本。 */
  since: string;
  changes?: BehaviourChange[];
}

export interface SinceData {
  releases: SurveyedRelease[];
  entries: Record<string, EntrySince>;
}

export function readSinceData(file = SINCE_DATA_FILE): SinceData {
  return JSON.parse(readFileSync(file, 'utf8')) as SinceData;
}

/** 页面上的版本写法：正式版去掉末尾的 .0（1.0、1.2，1.1.2 照写），候选版只写 rc.N，0.22.0 写 0.22。 */
export function releaseLabel(version: string): string {
  const rc = /-rc\.(\d+)$/.exec(version);
  if (rc) return `rc.${rc[1]}`;
  return version.replace(/^(\d+\.\d+)\.0$/, '$1');
}
