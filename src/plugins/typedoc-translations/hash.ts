import { createHash } from 'node:crypto';

/** 只看文字本身：源码注释重新折行、缩进变化不应让译文过期。 */
export function normalizeEnglish(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** 译文条目记录的原文指纹：8 位十六进制足以发现原文改动，又短到可以手写进 YAML。 */
export function hashEnglish(text: string): string {
  return createHash('sha256').update(normalizeEnglish(text)).digest('hex').slice(0, 8);
}
