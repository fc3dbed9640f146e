// Swizzle (replace) @docusaurus/theme-search-algolia v3.6.3: the theme registers /search with this component; the site's own page replaces it, no upstream code is copied.
/*
 * /search 页面。主题自带的页面内联创建 algoliasearch 客户端、没有注入点，所以本站写了自己的页面：查询共享的搜索客户端
 * （src/search/browser/usePagedSearch.ts，本地索引或托管 Algolia，与弹窗是同一个），渲染两种后端都返回的 Algolia 形状的命中。
 * 保留主题页面的地址与查询参数 `q`、界面文字的 id（theme.SearchPage.*）、每页 15 条和滚动到底部加载下一页。
 */
import React, { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useLoadOnApproach } from '@site/src/components/KeptServerHtml';
import { failureText } from '@site/src/search/browser/messages';
import { useIsOffline } from '@site/src/search/browser/useIsOffline';
import { SearchErrorNotice } from '@site/src/search/browser/SearchErrorNotice';
import { usePagedSearch, type PageHit } from '@site/src/search/browser/usePagedSearch';
import { useSiteSearch } from '@site/src/search/browser/useSiteSearch';
import styles from './styles.module.css';

/** 只在这个页面出现的文字（与弹窗共用的出错说明在 src/search/browser/messages.ts）。 */
function searchPageText(query: string) {
  return {
    title: query
      ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」的搜索结果' }, { query })
      : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: '在文档中搜索' }),
    inputLabel: translate({ id: 'theme.SearchPage.inputLabel', message: '搜索' }),
    placeholder: translate({ id: 'theme.SearchPage.inputPlaceholder', message: '在此输入搜索字词' }),
    noResults: translate({ id: 'theme.SearchPage.noResultsText', message: '未找到任何结果' }),
    loadingMore: translate({ id: 'theme.SearchPage.fetchingNewResults', message: '正在加载更多结果……' }),
    searchByAlgolia: translate({ id: 'theme.SearchPage.algoliaLabel', message: '通过 Algolia 搜索' }),
  };
}

/** 页面描述（搜索引擎不收录这个页面，但分享链接时的卡片和 Lighthouse 的 SEO 检查要用它）。 */
const DESCRIPTION = '搜索 Cheerio 中文文档的教程、API 参考和博客。';

/** “找到 N 个结果”的复数形式模板（中文只有一种形式）。 */
function documentsFoundPlurals(count: number): string {
  return translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '找到 {count} 个结果' }, { count });
}

/** 命中的标题、路径和摘要是转义过的 HTML，只含 `<mark>`（为什么可以直接插入，见 usePagedSearch.ts 的 toPageHit）。 */
function Result({ hit }: { hit: PageHit }): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={hit.url} dangerouslySetInnerHTML={{ __html: hit.title }} />
      </Heading>
      {hit.breadcrumbs.length > 0 && (
        <nav aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: '页面路径' })}>
          <ul className={clsx('breadcrumbs', styles.resultPath)}>
            {hit.breadcrumbs.map((html, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        </nav>
      )}
      {hit.summary && <p className={styles.resultSummary} dangerouslySetInnerHTML={{ __html: hit.summary }} />}
    </article>
  );
}

/** 结果列表末尾：读者滚近时加载下一页（每一页换一个实例，所以每页只触发一次）。 */
function LoadMore({ onApproach, label }: { onApproach: () => void; label: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLoadOnApproach(ref, onApproach);
  return (
    <div ref={ref} className={styles.loadMore}>
      {label}
    </div>
  );
}

/**
 * 托管模式按 Algolia 的要求显示它的标志。标志是 static/img 里的文件，只在这里引用；用 <use> 而不是 <img>，
 * 文字部分（currentColor）才能随明暗模式变色。
 */
function AlgoliaLogo({ label }: { label: string }): ReactNode {
  const logo = useBaseUrl('/img/search-by-algolia.svg');
  return (
    <Link to="https://www.algolia.com/" aria-label={label} className={styles.algolia}>
      <svg viewBox="0 0 168 24" aria-hidden="true">
        <use href={`${logo}#logo`} />
      </svg>
    </Link>
  );
}

/** 在 Layout 里面：上下文搜索的过滤条件来自 Layout 提供的文档版本 context（与弹窗相同）。 */
function SearchPageContent(): ReactNode {
  // 服务端输出的是没有查询的页面，水合时也要渲染同样的内容，`?q=` 在水合之后才用（否则 React 报文本不一致 #418）。
  const isBrowser = useIsBrowser();
  const [queryFromUrl, setQuery] = useSearchQueryString();
  const query = isBrowser ? queryFromUrl : '';
  const { search, loadMore } = usePagedSearch(query);
  const { mode, devServer } = useSiteSearch();
  const { selectMessage } = usePluralForm();
  const text = searchPageText(query);
  const isOffline = useIsOffline();
  const failure =
    search.status === 'error' &&
    failureText(search.failure, mode === 'local' && devServer, mode === 'algolia' && isOffline);

  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <PageMetadata title={text.title} description={DESCRIPTION} />
      <Head>
        {/* 搜索结果页不进搜索引擎。 */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <Heading as="h1">{text.title}</Heading>
      <form onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          placeholder={text.placeholder}
          aria-label={text.inputLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          // 读者到这个页面就是为了输入查询（主题的页面同样如此）。
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </form>
      <div className={styles.summary}>
        <p className={styles.count}>
          {search.status === 'done' &&
            search.nbHits > 0 &&
            selectMessage(search.nbHits, documentsFoundPlurals(search.nbHits))}
        </p>
        {mode === 'algolia' && <AlgoliaLogo label={text.searchByAlgolia} />}
      </div>
      {failure && <SearchErrorNotice title={failure.title}>{failure.help}</SearchErrorNotice>}
      {search.status === 'loading' && <div className={styles.spinner} />}
      {search.status === 'done' && search.nbHits === 0 && <p>{text.noResults}</p>}
      {search.status === 'done' && search.hits.map((hit, i) => <Result key={i} hit={hit} />)}
      {search.status === 'done' && search.page + 1 < search.nbPages && (
        <LoadMore key={search.page} onApproach={loadMore} label={text.loadingMore} />
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
