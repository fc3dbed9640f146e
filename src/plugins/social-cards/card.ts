import { createElement, type CSSProperties, type ReactNode } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { FONT_FAMILY } from './font';

/** 一张分享卡片的内容：页面标题和它所在的栏目（教程、API 参考、博客……，没有时不写）。 */
export interface Card {
  title: string;
  section?: string;
}

/** 分享卡片的尺寸：微信、飞书、钉钉、QQ 和 Open Graph 通行的 1.91:1 大图。 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const SITE_NAME = 'Cheerio 中文文档';

const PADDING_X = 88;

/** 卡片上出现的全部文字（字体按它裁剪）。 */
export function cardText(card: Card): string {
  return `${SITE_NAME}${card.section ?? ''}${card.title}`;
}

/**
 * 标题越长字越小：一行 1024 px，80 px 的字一行放 12 个汉字，68 px 放 15 个（两行 22 个以内），再长用 56 px
 * （三行约 50 个）。英文字母和空格按半个汉字宽估计。
 */
export function titleFontSize(title: string): number {
  const width = [...title].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x2e80 ? 0.55 : 1), 0);
  if (width <= 12) return 80;
  if (width <= 22) return 68;
  return 56;
}

function box(style: CSSProperties, ...children: ReactNode[]): ReactNode {
  return createElement('div', { style: { display: 'flex', ...style } }, ...children);
}

/** 卡片的版式（satori 支持的 flex 布局子集）：左上是站点标志和站名，中间是栏目和标题，配色与站点标志一致。 */
function cardLayout(card: Card, logo: string): ReactNode {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      padding: `72px ${PADDING_X}px 64px`,
      // 纯色背景：渐变的 PNG 压缩后大五六倍，聊天软件抓取卡片也更慢。
      backgroundColor: '#fff3e0',
      color: '#3e2a12',
      fontFamily: FONT_FAMILY,
      fontWeight: 700,
    },
    box(
      { alignItems: 'center' },
      createElement('img', { src: logo, width: 80, height: 80 }),
      box({ marginLeft: 28, fontSize: 40 }, SITE_NAME),
    ),
    box(
      { flexDirection: 'column', justifyContent: 'center', flexGrow: 1, width: CARD_WIDTH - 2 * PADDING_X },
      card.section ? box({ fontSize: 36, color: '#a84f00', marginBottom: 20 }, card.section) : null,
      box({ fontSize: titleFontSize(card.title), lineHeight: 1.3, width: '100%' }, card.title),
    ),
  );
}

/** 画出一张卡片（PNG）。font（粗体）必须含有 cardText(card) 里的每个字。 */
export async function renderCard(card: Card, { logo, font }: { logo: string; font: Buffer }): Promise<Buffer> {
  const svg = await satori(cardLayout(card, logo), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{ name: FONT_FAMILY, data: font, weight: 700, style: 'normal' }],
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
