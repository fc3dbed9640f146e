import Original from '@theme-original/BlogSidebar';
import type OriginalType from '@theme/BlogSidebar';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：博客侧边栏单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'BlogSidebar');
