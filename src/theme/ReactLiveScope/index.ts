// Swizzle (wrap) of @docusaurus/theme-live-codeblock v3.6.3 ReactLiveScope: 让实时代码块无需 import 就能使用 cheerio。
import OriginalScope from '@theme-original/ReactLiveScope';
import { cheerioScope } from './cheerioScope';

const ReactLiveScope: Record<string, unknown> = { ...(OriginalScope as Record<string, unknown>), ...cheerioScope };

export default ReactLiveScope;
