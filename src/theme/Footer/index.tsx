import Original from '@theme-original/Footer';
import type OriginalType from '@theme/Footer';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：页脚单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'Footer');
