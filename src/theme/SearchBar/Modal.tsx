/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 *
 * Base: @docusaurus/theme-search-algolia 3.6.3 src/theme/SearchBar/index.tsx, the part that renders the modal
 * (Change 5 in index.tsx): index.tsx imports this file only when the reader reaches for search, so none of it is in
 * a page's first load. Changes 1 and 2 of index.tsx are applied here.
 */
import React, {useMemo, useRef} from 'react';
import {createPortal} from 'react-dom';
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
import translations from '@theme/SearchTranslations';
import {DocSearchModal, version} from '@docsearch/react';
import {useDocSearchModal} from '@site/src/search/browser/useDocSearchModal';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';

export {sanitizeStoredSearches} from '@site/src/search/browser/useDocSearchModal';

export type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

export type SearchModalProps = DocSearchProps & {
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

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

export default function SearchModal({
  contextualSearch,
  externalUrlRegex,
  container,
  initialQuery,
  onClose,
  ...props
}: SearchModalProps): JSX.Element {
  // Change 2
  const site = useDocSearchModal(version);
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
          <ResultsFooter {...footerProps} onClose={onClose} />,
      [onClose],
    );

  return createPortal(
    <DocSearchModal
      onClose={onClose}
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
    container,
  );
}
