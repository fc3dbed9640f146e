import Original from '@theme-original/DocItem/TOC/Mobile';
import type OriginalType from '@theme/DocItem/TOC/Mobile';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：手机端目录单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'DocItem/TOC/Mobile');
