import React from 'react';
import styles from './styles.module.css';

/**
 * 实时代码块下方的“在演练场中打开”。链接（代码和其中的 HTML 压缩在片段里）由构建时的 rehype 插件
 * src/plugins/playground-links 算好，这里只渲染一个普通链接：不加载任何脚本，禁用 JavaScript 时也能用。
 * 用 <a> 而不是 Docusaurus 的 Link：片段是演练场的状态，不是页面里的锚点，不该交给锚点检查和路由的滚动处理。
 */
export default function OpenInPlayground({ href }: { href: string }): JSX.Element {
  return (
    <div className={styles.openInPlayground}>
      <a href={href}>在演练场中打开</a>
    </div>
  );
}
