import { sandbox } from '../../tests/support/package-sandbox';

/**
 * 调查的 cheerio 版本，按发布顺序：0.22.0（1.0 之前最后一个正式版，很多教程至今仍在用），全部 1.0 候选版，
 * 以及之后的每个正式版。更早的 0.x 不查：“0.22 起就有”就是这份数据能说的最早的事。
 */
export const RELEASES = [
  '0.22.0',
  '1.0.0-rc.1',
  '1.0.0-rc.2',
  '1.0.0-rc.3',
  '1.0.0-rc.4',
  '1.0.0-rc.5',
  '1.0.0-rc.6',
  '1.0.0-rc.7',
  '1.0.0-rc.8',
  '1.0.0-rc.9',
  '1.0.0-rc.10',
  '1.0.0-rc.11',
  '1.0.0-rc.12',
  '1.0.0',
  '1.1.0',
  '1.1.1',
  '1.1.2',
  '1.2.0',
] as const;

export type Release = (typeof RELEASES)[number];

/**
 * 1.0.0-rc.4 依赖 `github:cheeriojs/cheerio-select`，npm 要从 GitHub 克隆，离线或 GitHub 不通时装不上；
 * rc.5 改为依赖同一作者发布到 npm 的 cheerio-select-tmp 0.1.0。rc.4 单独装在一个沙盒里，把这个依赖换成它。
 * 只有选择器引擎被替换，rc.4 自己的代码（导出、原型上的方法）原样来自 npm 上的 rc.4。
 */
export const SUBSTITUTED: Partial<Record<Release, Record<string, string>>> = {
  '1.0.0-rc.4': { 'cheerio-select': 'npm:cheerio-select-tmp@0.1.0' },
};

const alias = (release: Release) => `cheerio-${release}`;

/** 装好全部版本（第一次约半分钟，之后复用系统临时目录里的安装（见 tests/support/package-sandbox.ts）），返回每个版本的包目录。 */
export async function installReleases(): Promise<Map<Release, string>> {
  const plain = RELEASES.filter((release) => !SUBSTITUTED[release]);
  const [shared, ...substituted] = await Promise.all([
    sandbox(
      'api-since-releases',
      plain.map((release) => `${alias(release)}@npm:cheerio@${release}`),
    ),
    ...RELEASES.filter((release) => SUBSTITUTED[release]).map(async (release) => ({
      release,
      box: await sandbox(`api-since-${release}`, [`${alias(release)}@npm:cheerio@${release}`], undefined, {
        overrides: SUBSTITUTED[release],
      }),
    })),
  ]);
  const dirs = new Map<Release, string>();
  for (const release of RELEASES) {
    const own = substituted.find((entry) => entry.release === release);
    dirs.set(release, (own?.box ?? shared).packageDir(alias(release)));
  }
  return dirs;
}
