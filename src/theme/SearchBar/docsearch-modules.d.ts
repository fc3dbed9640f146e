// Swizzle (eject) from @docusaurus/theme-search-algolia v3.6.3 (src/deps.d.ts): the entry points SearchBar imports lazily ship no types.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
declare module '@docsearch/react/style';
