/**
 * 站内外反复出现的地址，集中在一处，避免导航栏、页脚和页面各写一份。
 * 浏览器端组件按名字导入单个地址（而不是整个 links 对象），打包时没用到的地址不会进入页面脚本。
 */
export const englishSite = 'https://cheerio.js.org';
export const repository = 'https://github.com/cheeriojs/cheerio';
/**
 * 本站（中文文档）自己的 GitHub 仓库的默认地址：页面上的“报告问题 / 改进翻译”和“编辑此页”都指向本站仓库，
 * 而不是 cheerio 本身的仓库。构建时实际用的地址见 src/config/siteRepository.ts（环境变量可以覆盖它）。
 */
export const defaultSiteRepository = 'https://github.com/cheerio-zh/cheerio-docs-zh';

export const links = {
  englishSite,
  repository,
  /** 本站仓库的默认分支，“编辑此页”链接到这个分支上的源文件。 */
  siteRepositoryBranch: 'main',
  npmPackage: 'https://www.npmjs.com/package/cheerio',
  releaseAnnouncement: '/blog/cheerio-1.0',
  /** 由 src/plugins/translation-status 在构建时生成的页面。 */
  translationStatus: '/translation-status',
} as const;
