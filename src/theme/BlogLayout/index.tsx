// Swizzle (eject) from @docusaurus/theme-classic v3.6.3: 博文目录所在的列原来是普通 <div>，位于所有地标之外（axe 的 region 规则报错）；改为带标签的 <nav>。包装无法替换这一列，而在列里再套一层会让目录失去吸顶效果。其余照搬原组件。
import React from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type { Props } from '@theme/BlogLayout';

export default function BlogLayout(props: Props): JSX.Element {
  const { sidebar, toc, children, ...layoutProps } = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', { 'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar })}>{children}</main>
          {toc && (
            <nav
              className="col col--2"
              aria-label={translate({ id: 'theme.blog.post.tocLabel', message: '本文目录', description: 'The ARIA label for the table of contents column of a blog post' })}>
              {toc}
            </nav>
          )}
        </div>
      </div>
    </Layout>
  );
}
