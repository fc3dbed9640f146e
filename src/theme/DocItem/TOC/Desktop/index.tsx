import Original from '@theme-original/DocItem/TOC/Desktop';
import type OriginalType from '@theme/DocItem/TOC/Desktop';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：桌面端目录单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'DocItem/TOC/Desktop');
