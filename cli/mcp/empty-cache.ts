/** What every tool says when there is nothing cached to answer from. */
export const emptyCacheMessage =
  'The Folio cache holds no documentation yet. On a machine with network, run `folio sync` ' +
  '(or `folio sync --docset ID`), or bring a bundle over with `folio export` / `folio import`; ' +
  'then ask again. Until then Folio cannot answer from the docs.';
