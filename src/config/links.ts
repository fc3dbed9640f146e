/** 站内外反复出现的地址，集中在一处，避免导航栏、页脚和页面各写一份。 */
export const links = {
  englishSite: 'https://cheerio.js.org',
  repository: 'https://github.com/cheeriojs/cheerio',
  npmPackage: 'https://www.npmjs.com/package/cheerio',
  releaseAnnouncement: '/blog/cheerio-1.0',
} as const;
