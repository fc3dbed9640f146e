/** sandbox.html 的 worker：站点安装的 cheerio。 */
import { currentRelease } from './currentRelease';
import { startRunner } from './runner';

startRunner(currentRelease);
