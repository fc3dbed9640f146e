import type { Config } from '@docusaurus/types';

/** zh-CN 是唯一的语言；主题自带的 zh-Hans 译文会经由回退链被自动使用。 */
export const i18n = {
  defaultLocale: 'zh-CN',
  locales: ['zh-CN'],
  localeConfigs: {
    'zh-CN': {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-CN',
      calendar: 'gregory',
      path: 'zh-CN',
    },
  },
} satisfies Config['i18n'];
