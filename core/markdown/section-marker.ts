/**
 * Private-use characters around an anchor, written before each heading while converting a page,
 * so the Markdown can be cut at the same sections the cache and the search index know. Pages never
 * need them: htmlToMarkedMarkdown removes any a page holds before converting.
 */
export const SECTION_START = '\uE000';
export const SECTION_END = '\uE001';
/**
 * After SECTION_START, marks where an API entry's own markup ends (`\uE000\uE002copy.Error\uE001`):
 * what follows its list belongs to the heading above it, not to the entry (split-sections.ts).
 */
export const SECTION_CLOSE = '\uE002';
