/**
 * The single FTS token that stands for a docset in the index's `docset` column.
 *
 * Docset ids contain '-', which the unicode61 tokenizer splits on, so the raw id would become a
 * phrase that can also match inside a longer id ("megatron" in "megatron-lm"). Hex-encoding gives
 * one alphanumeric token per id, and the trailing '0' keeps the porter stemmer (which only
 * rewrites letter suffixes) from ever changing it.
 */
export function docsetToken(docsetId: string): string {
  return `ds${Buffer.from(docsetId, 'utf8').toString('hex')}0`;
}
