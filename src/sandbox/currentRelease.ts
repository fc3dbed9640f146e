import * as cheerio from 'cheerio';
import { isCheerio } from 'cheerio/utils';
import { CHEERIO_VERSION } from '../constants/cheerio';
import type { CheerioRelease } from './release';

/** 站点安装的 cheerio（浏览器里是它的浏览器构建）：sandbox.html 和构建时算实时代码块结果都用它。 */
export const currentRelease: CheerioRelease = {
  version: CHEERIO_VERSION,
  module: cheerio,
  load: ({ html, loadOptions, isDocument }) => cheerio.load(html, loadOptions, isDocument),
  isSelection: (value) => isCheerio(value),
};
