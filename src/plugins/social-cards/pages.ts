import type { Card } from './card';

export interface SectionRule {
  /** 不带站点前缀的路径前缀，例如 /docs/api。 */
  prefix: string;
  label: string;
}

export interface CardSite {
  baseUrl: string;
  /** 站点标题：页面的 <title> 是“页面标题 | 站点标题”。 */
  title: string;
  tagline: string;
  sections: readonly SectionRule[];
  homeSection: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** react-helmet 输出的 `<title data-rh="true">…</title>` 里的文字（它只转义这五个字符）。 */
export function helmetTitleText(tag: string): string {
  return tag
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity])
    .trim();
}

function withinPrefix(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`);
}

/**
 * 一个页面的卡片内容。route 带站点前缀；title 是页面的 <title> 文字。
 * 首页写站点口号；其余页面写去掉站名后缀的标题和按路径前缀找到的栏目名。
 */
export function cardFor(route: string, title: string, site: CardSite): Card {
  const path = `/${route.startsWith(site.baseUrl) ? route.slice(site.baseUrl.length) : route.replace(/^\/+/, '')}`;
  if (path === '/') return { title: site.tagline, section: site.homeSection };
  const suffix = ` | ${site.title}`;
  const pageTitle = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const section = site.sections.find((rule) => withinPrefix(path, rule.prefix))?.label;
  return section ? { title: pageTitle, section } : { title: pageTitle };
}
