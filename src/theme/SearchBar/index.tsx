// Swizzle (eject) from @docusaurus/theme-search-algolia v3.6.3: 3.6.3 serialises themeConfig, so functions (transformSearchClient, getMissingResultsUrl) can only be passed here.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Base: @docusaurus/theme-search-algolia 3.6.3 src/theme/SearchBar/index.tsx (with styles.css).
 * The site's own logic lives in src/search/browser/useDocSearchModal.ts; this copy only calls it.
 * Changes, to re-apply on an upgrade (search for "Change N" here and in Modal.tsx; 3.10+ lets a --wrap pass the props
 * of change 2):
 *   1. types come from '@docsearch/react' (the v4 `SearchClient` type and `dist/esm/types` do not exist with
 *      algoliasearch 5 / DocSearch 3.9); mergeFacetFilters' normaliser is typed for algoliasearch 5's FacetFilters.
 *   2. useDocSearchModal (in Modal.tsx) supplies transformSearchClient (the shared site client),
 *      getMissingResultsUrl and the modal translations (error screen per failure, input label); useSiteSearch gives
 *      <html data-search-mode> and the preconnect (hosted only).
 *   3. DocSearchButton / useDocSearchKeyboardEvents are replaced by SearchButton.tsx / useSearchHotkeys.ts and
 *      `version` is read in the lazily imported Modal.tsx: @docsearch/react is a single module, so any static
 *      import put the whole modal and its Algolia client (~32 KiB gzip) into every page's first load.
 *      Hover / focus / touch on the button also warm the search backend; opening sanitises stored searches.
 *   4. if the modal's own chunk fails to load (offline, or a deploy replaced it), a notice links to the search
 *      page instead of nothing happening; the next open retries the import.
 *   5. everything that only the open modal needs (Hit, ResultsFooter, facet filters, navigator, transformItems, the
 *      site's modal settings and error texts) is in Modal.tsx, imported together with @docsearch/react: this file is
 *      in every page's first load and keeps only the button, the hotkeys and the open state.
 */
import React, {useCallback, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import Interpolate from '@docusaurus/Interpolate';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {modalLoadFailureText} from '@site/src/search/browser/modalLoadFailure';
import {SearchErrorNotice} from '@site/src/search/browser/SearchErrorNotice';
import {useSiteSearch} from '@site/src/search/browser/useSiteSearch';
import {SearchButton} from './SearchButton';
import {useSearchHotkeys} from './useSearchHotkeys';

import type {DocSearchProps} from './Modal';

// Change 5
type ModalModule = typeof import('./Modal');
let modalModule: ModalModule | null = null;

function DocSearch(props: DocSearchProps) {
  // Change 2
  const site = useSiteSearch();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );
  // Change 4
  const [loadFailed, setLoadFailed] = useState(false);

  // Change 5
  const importDocSearchModalIfNeeded = useCallback((): Promise<ModalModule> => {
    if (modalModule) {
      return Promise.resolve(modalModule);
    }

    return Promise.all([
      import('./Modal'),
      import('@docsearch/react/style'),
      import('./styles.css'),
    ]).then(([loaded]) => {
      modalModule = loaded;
      return loaded;
    });
  }, []);

  // Change 3
  const {client} = site;
  const prepareSearch = useCallback(() => {
    client.warm();
    importDocSearchModalIfNeeded().catch(() => undefined);
  }, [client, importDocSearchModalIfNeeded]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const {indexName} = props;
  const openModal = useCallback(() => {
    prepareSearchContainer();
    setLoadFailed(false);
    importDocSearchModalIfNeeded().then(
      (loaded) => {
        loaded.sanitizeStoredSearches(indexName);
        setIsOpen(true);
      },
      () => setLoadFailed(true),
    );
  }, [importDocSearchModalIfNeeded, prepareSearchContainer, indexName]);

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

  useSearchHotkeys({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const loadFailure = modalLoadFailureText();
  // Change 5: the button's two texts, without the theme's whole SearchTranslations table (it loads with Modal.tsx).
  const buttonLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const SearchModal = modalModule?.default;

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
        translations={{buttonText: buttonLabel, buttonAriaLabel: buttonLabel}}
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

      {isOpen && SearchModal && searchContainer.current && (
        <SearchModal
          {...props}
          container={searchContainer.current}
          initialQuery={initialQuery}
          onClose={closeModal}
        />
      )}
    </>
  );
}

export default function SearchBar(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
