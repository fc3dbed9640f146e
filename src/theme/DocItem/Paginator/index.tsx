import Original from '@theme-original/DocItem/Paginator';
import type OriginalType from '@theme/DocItem/Paginator';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：上一页/下一页单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'DocItem/Paginator');
