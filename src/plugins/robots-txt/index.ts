import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { robotsTxt } from './robotsTxt';

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ siteConfig, outDir }) {
      const body = robotsTxt({ siteUrl: siteConfig.url + siteConfig.baseUrl, noIndex: siteConfig.noIndex });
      await writeFile(path.join(outDir, 'robots.txt'), body);
    },
  };
}
