// Swizzle (eject) from @docusaurus/theme-search-algolia v3.6.3: 3.6.3 serialises themeConfig, so functions (transformSearchClient, getMissingResultsUrl) can only be passed here.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Base: @docusaurus/theme-search-algolia 3.6.3 src/theme/SearchBar/index.tsx (with styles.css).
 * The site's own logic lives in src/search/browser/useDocSearchModal.ts; this copy only calls it.
 * Changes, to re-apply on an upgrade (search for "Change N"; 3.10+ lets a --wrap pass the props of change 2):
 *   1. types come from '@docsearch/react' (the v4 `SearchClient` type and `dist/esm/types` do not exist with
 *      algoliasearch 5 / DocSearch 3.9); mergeFacetFilters' normaliser is typed for algoliasearch 5's FacetFilters.
 *   2. useDocSearchModal supplies transformSearchClient (the shared site client), getMissingResultsUrl and the modal
 *      translations (error screen per failure, input label); <html data-search-mode> and the preconnect (hosted only).
 *   3. DocSearchButton / useDocSearchKeyboardEvents are replaced by SearchButton.tsx / useSearchHotkeys.ts and
 *      `version` is read from the lazily imported package: @docsearch/react is a single module, so any static
 *      import put the whole modal and its Algolia client (~32 KiB gzip) into every page's first load.
 *      Hover / focus / touch on the button also warm the search backend; opening sanitises stored searches.
 *   4. if the modal's own chunk fails to load (offline, or a deploy replaced it), a notice links to the search
 *      page instead of nothing happening; the next open retries the import.
 */
import React, {useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Interpolate from '@docusaurus/Interpolate';
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
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {modalLoadFailureText} from '@site/src/search/browser/messages';
import {SearchErrorNotice} from '@site/src/search/browser/SearchErrorNotice';
import {useDocSearchModal} from '@site/src/search/browser/useDocSearchModal';
import {SearchButton} from './SearchButton';
import {useSearchHotkeys} from './useSearchHotkeys';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
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
// Change 3
let docSearchVersion = '';
const getDocSearchVersion = () => docSearchVersion;

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

// Change 1
function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
  const normalize = (f: FacetFilters): FacetFilters[] =>
    typeof f === 'string' ? [f] : f;
  return [...normalize(f1), ...normalize(f2)] as FacetFilters;
}

function DocSearch({
  contextualSearch,
  externalUrlRegex,
  ...props
}: DocSearchProps) {
  // Change 2
  const site = useDocSearchModal(props.indexName, getDocSearchVersion);
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
  // Change 4
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

  // Change 3
  const {warm, beforeOpen} = site;
  const prepareSearch = useCallback(() => {
    warm();
    importDocSearchModalIfNeeded().catch(() => undefined);
  }, [warm, importDocSearchModalIfNeeded]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    beforeOpen();
    setLoadFailed(false);
    importDocSearchModalIfNeeded().then(
      () => setIsOpen(true),
      () => setLoadFailed(true),
    );
  }, [importDocSearchModalIfNeeded, prepareSearchContainer, beforeOpen]);

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

  useSearchHotkeys({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const loadFailure = modalLoadFailureText();

  return (
    <>
      <Head>
        {/* Change 2 */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- Head 只给 <html> 补一个属性，lang 由 Docusaurus 设置 */}
        <html data-search-mode={site.mode} />
        {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
        {site.mode === 'algolia' && (
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

      {/* Change 4 */}
      {loadFailed && (
        <SearchErrorNotice
          className="search-load-error"
          title={loadFailure.title}
          closeLabel={loadFailure.close}
          onClose={() => setLoadFailed(false)}>
          <Interpolate
            values={{
              link: (
                <Link to="/search" onClick={() => setLoadFailed(false)}>
                  {loadFailure.link}
                </Link>
              ),
            }}>
            {loadFailure.help}
          </Interpolate>
        </SearchErrorNotice>
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
            transformSearchClient={site.transformSearchClient}
            getMissingResultsUrl={site.getMissingResultsUrl}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            {...props}
            searchParameters={searchParameters}
            placeholder={translations.placeholder}
            translations={site.translations}
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
