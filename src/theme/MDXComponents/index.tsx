import MDXComponents from '@theme-original/MDXComponents';
import StaticRun from '@site/src/components/StaticRun';

/** 在 MDX 组件表里加上 StaticRun：rehype 插件 static-runs 生成的 <StaticRun> 从这里取组件，文章不必各自 import。 */
export default {
  ...MDXComponents,
  StaticRun,
};
