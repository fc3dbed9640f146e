// Swizzle (eject) from @docusaurus/theme-search-algolia v3.6.3: 3.6.3 serialises themeConfig, so functions (transformSearchClient, getMissingResultsUrl) can only be passed here.
/*
 * Base: @docusaurus/theme-search-algolia 3.6.3 src/theme/SearchBar/index.tsx (with styles.css).
 * Changes, to re-apply on an upgrade (3.10+ lets a --wrap pass these props instead of ejecting):
 *   1. imports: useSiteSearch / missingResultsUrl / sanitizeStoredHits from src/search; types come from
 *      '@docsearch/react' (the v4 `SearchClient` type and `dist/esm/types` do not exist with algoliasearch 5 /
 *      DocSearch 3.9), and mergeFacetFilters' normaliser is typed for algoliasearch 5's recursive FacetFilters.
 *   2. transformSearchClient returns the shared site client (src/search/client.ts) — local index or hosted
 *      Algolia — with the docsearch, docsearch-react and docusaurus agent segments DocSearch would have sent.
 *   3. getMissingResultsUrl: the 'Let us know' link on the no-results screen.
 *   4. the preconnect to `${appId}-dsn.algolia.net` is rendered only in hosted mode.
 *   5. hover / focus / touch on the button also warms the search backend (downloads the local index).
 *   6. stored recent/favourite searches are sanitised before the modal reads them (their raw fields are rendered as HTML).
 *   7. on the dev server in local mode the error screen explains that no index was built.
 *   8. <html data-search-mode> lets styles.css hide the "Search by Algolia" logo in local mode.
 *   9. DocSearchButton / useDocSearchKeyboardEvents are replaced by SearchButton.tsx / useSearchHotkeys.ts and
 *      `version` is read from the lazily imported package: @docsearch/react is a single module, so any static
 *      import put the whole modal and its Algolia client (~32 KiB gzip) into every page's first load.
 *      The modal translations also carry searchBox.searchInputLabel, which the theme does not translate.
 *  10. if the modal's own chunk fails to load (offline, or a deploy replaced it), a notice links to the search
 *      page instead of nothing happening; the next open retries the import.
 *  11. in hosted mode, while the browser is offline, the error screen says that search needs the network.
 */
import React, {useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {sanitizeStoredHits} from '@site/src/search/sanitize';
import {missingResultsUrl} from '@site/src/search/siteConfig';
import {hostedSearchOfflineTexts} from '@site/src/search/offlineMessages';
import {useIsOffline} from '@site/src/hooks/useIsOffline';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import {SearchButton} from './SearchButton';
import {useSearchHotkeys} from './useSearchHotkeys';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;
// Change 9
let docSearchVersion = '';

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

type FacetFilters = Required<
  Required<DocSearchProps>['searchParameters']
>['facetFilters'];

function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
  const normalize = (f: FacetFilters): FacetFilters[] =>
    typeof f === 'string' ? [f] : f;
  return [...normalize(f1), ...normalize(f2)] as FacetFilters;
}

// Change 6: DocSearch reads these keys when the modal mounts.
function sanitizeStoredSearches(indexName: string) {
  try {
    for (const kind of ['RECENT', 'FAVORITE']) {
      const key = `__DOCSEARCH_${kind}_SEARCHES__${indexName}`;
      const cleaned = sanitizeStoredHits(
        window.localStorage.getItem(key),
        window.location.origin,
      );
      if (cleaned !== null) {
        window.localStorage.setItem(key, cleaned);
      }
    }
  } catch {
    // Storage unavailable: DocSearch falls back to an in-memory no-op store.
  }
}

function DocSearch({
  contextualSearch,
  externalUrlRegex,
  ...props
}: DocSearchProps) {
  const {siteMetadata} = useDocusaurusContext();
  const siteSearch = useSiteSearch();
  const processSearchResultUrl = useSearchResultUrlProcessor();

  const contextualSearchFacetFilters =
    useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let user override default searchParameters if she wants to
  const searchParameters: DocSearchProps['searchParameters'] = {
    ...props.searchParameters,
    facetFilters,
  };

  const history = useHistory();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );
  // Change 10
  const [loadFailed, setLoadFailed] = useState(false);

  const importDocSearchModalIfNeeded = useCallback(() => {
    if (DocSearchModal) {
      return Promise.resolve();
    }

    return Promise.all([
      import('@docsearch/react'),
      import('@docsearch/react/style'),
      import('./styles.css'),
    ]).then(([{DocSearchModal: Modal, version}]) => {
      DocSearchModal = Modal;
      docSearchVersion = version;
    });
  }, []);

  // Change 5
  const {client: siteSearchClient} = siteSearch;
  const prepareSearch = useCallback(() => {
    void siteSearchClient.warm();
    importDocSearchModalIfNeeded().catch(() => undefined);
  }, [siteSearchClient, importDocSearchModalIfNeeded]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    sanitizeStoredSearches(props.indexName);
    setLoadFailed(false);
    importDocSearchModalIfNeeded().then(
      () => setIsOpen(true),
      () => setLoadFailed(true),
    );
  }, [importDocSearchModalIfNeeded, prepareSearchContainer, props.indexName]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const navigator = useRef({
    navigate({itemUrl}: {itemUrl?: string}) {
      // Algolia results could contain URL's from other domains which cannot
      // be served through history and should navigate with window.location
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl!;
      } else {
        history.push(itemUrl!);
      }
    },
  }).current;

  const transformItems = useRef<DocSearchModalProps['transformItems']>(
    (items) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          })),
  ).current;

  const resultsFooterComponent: DocSearchProps['resultsFooterComponent'] =
    useMemo(
      () =>
        (footerProps: Omit<ResultsFooterProps, 'onClose'>): JSX.Element =>
          <ResultsFooter {...footerProps} onClose={closeModal} />,
      [closeModal],
    );

  // Change 2: DocSearch memoises its client on this callback, so it must keep its identity.
  const transformSearchClient = useCallback(
    (_docSearchClient: DocSearchTransformClient) => {
      siteSearchClient.addAlgoliaAgent('docsearch', docSearchVersion);
      siteSearchClient.addAlgoliaAgent('docsearch-react', docSearchVersion);
      siteSearchClient.addAlgoliaAgent(
        'docusaurus',
        siteMetadata.docusaurusVersion,
      );

      return siteSearchClient;
    },
    [siteSearchClient, siteMetadata.docusaurusVersion],
  );

  // Change 3
  const {reportUrl} = siteSearch;
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      missingResultsUrl(reportUrl, query, window.location.href),
    [reportUrl],
  );

  // Change 7
  const isLocal = siteSearch.mode === 'local';
  // Change 11
  const isOffline = useIsOffline();
  const modalTranslations = useMemo(() => {
    // DocSearch 输入框的隐藏标签（读屏软件读出的名称），主题的翻译表里没有这一项，默认是英文 "Search"。
    const modal = {
      ...translations.modal,
      searchBox: {
        ...translations.modal?.searchBox,
        searchInputLabel: translate({
          id: 'search.modal.searchInputLabel',
          message: '搜索',
          description: 'Accessible label of the search input in the DocSearch modal',
        }),
      },
    };
    if (!isLocal && isOffline) {
      return {...modal, errorScreen: hostedSearchOfflineTexts()};
    }
    return isLocal && siteSearch.devServer
      ? {
          ...modal,
          errorScreen: {
            titleText: translate({
              id: 'search.devServer.errorTitle',
              message: '开发服务器没有搜索索引',
              description: 'Search modal error title on `npm start` (no index is built)',
            }),
            helpText: translate({
              id: 'search.devServer.errorHelp',
              message:
                '本地搜索索引在构建时生成。请运行 npm run build，再用 npm run serve 预览站点后搜索。',
              description: 'Search modal error help on `npm start`',
            }),
          },
        }
      : modal;
  }, [isLocal, isOffline, siteSearch.devServer]);

  useSearchHotkeys({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      <Head>
        {/* Change 8 */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- Head 只给 <html> 补一个属性，lang 由 Docusaurus 设置 */}
        <html data-search-mode={siteSearch.mode} />
        {/* Change 4: This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
        {!isLocal && (
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        )}
      </Head>

      <SearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {loadFailed && (
        <div className="search-load-error" role="alert">
          <p>
            <Translate
              id="search.modalLoadError.message"
              description="Shown when the search modal's script cannot be downloaded"
              values={{
                link: (
                  <Link to="/search" onClick={() => setLoadFailed(false)}>
                    <Translate
                      id="search.modalLoadError.link"
                      description="Link to the search page in the modal load error">
                      搜索页面
                    </Translate>
                  </Link>
                ),
              }}>
              {'搜索框没能加载，可能是网络中断或站点刚刚更新。请稍后再按一次搜索按钮，或打开{link}。'}
            </Translate>
          </p>
          <button
            type="button"
            className="clean-btn"
            onClick={() => setLoadFailed(false)}>
            <Translate
              id="search.modalLoadError.close"
              description="Close button of the search modal load error">
              关闭
            </Translate>
          </button>
        </div>
      )}

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={getMissingResultsUrl}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            {...props}
            searchParameters={searchParameters}
            placeholder={translations.placeholder}
            translations={modalTranslations}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
