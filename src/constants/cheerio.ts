/** 本站教程、演练场和沙箱用的 cheerio 版本（package.json 里锁定的那个；tests/unit/ask-for-help.test.ts 核对两者一致）。 */
export const CHEERIO_VERSION = '1.2.0';
