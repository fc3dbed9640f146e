import type { LoadContext, Plugin } from '@docusaurus/types';
import { announcementResetScript } from './inlineScript';

export default function announcementResetPlugin(context: LoadContext): Plugin {
  const announcementBar = context.siteConfig.themeConfig.announcementBar as { id?: string } | undefined;
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return { preBodyTags: [{ tagName: 'script', innerHTML: announcementResetScript(announcementBar.id) }] };
    },
  };
}
