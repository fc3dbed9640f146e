import Original from '@theme-original/DocRoot/Layout/Sidebar';
import type OriginalType from '@theme/DocRoot/Layout/Sidebar';
import { hydrateSeparately } from '@site/src/components/HydrationSlice';

/** 包装：文档侧边栏单独水合，不占用首次水合的那一个长任务（原理见 HydrationSlice）。 */
export default hydrateSeparately(Original as typeof OriginalType, 'DocRoot/Layout/Sidebar');
