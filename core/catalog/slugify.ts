/**
 * Turns a tool name into a docset id: lowercase, diacritics dropped, every run of characters
 * that are not letters or digits collapsed to one '-'. Ids are stored in the cache and typed in
 * scoped searches (`deepspeed: ...`), so the same name must always give the same id.
 */
export function slugify(name: string): string {
  return (
    name
      // Lowercase before decomposing: some capitals (e.g. 'İ') lowercase to a letter plus a mark.
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}
