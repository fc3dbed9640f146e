import { env } from './env';

/** 国内镜像的设置（见 README 的“国内访问”）：两个地址都来自环境变量，都可以不设。 */
export interface MirrorSettings {
  /** 国内镜像的地址。 */
  mirrorUrl?: string;
  /** 这份构建发布到镜像上时，主站的地址（canonical 指向它）。 */
  canonicalUrl?: string;
}

export const mirror = { mirrorUrl: env.mirrorUrl, canonicalUrl: env.canonicalUrl } satisfies MirrorSettings;

/**
 * 页脚“文档”一栏里互相指向的链接：主站的页脚指向国内镜像，镜像的页脚指回主站；都没有设置时没有这一项。
 */
export function mirrorFooterItems({ mirrorUrl, canonicalUrl }: MirrorSettings): { label: string; href: string }[] {
  if (canonicalUrl) return [{ label: '主站', href: `${canonicalUrl}/` }];
  if (mirrorUrl) return [{ label: '国内镜像', href: `${mirrorUrl}/` }];
  return [];
}
