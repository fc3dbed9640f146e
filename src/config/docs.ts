import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import livePlaygroundImport from '../plugins/live-playground-import';
import { docEditUrl } from './editUrl';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
  editUrl: ({ docPath }) => docEditUrl(docPath),
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }], livePlaygroundImport],
} satisfies DocsOptions;
