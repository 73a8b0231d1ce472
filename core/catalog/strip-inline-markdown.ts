/**
 * Reduces a cell or heading to the plain text a reader sees: link text instead of the link,
 * no emphasis or code markers, no backslash escapes. Tool names go through this before they are
 * slugged, so `[**DeepSpeed**](https://...)` and `DeepSpeed` get the same id.
 */
export function stripInlineMarkdown(text: string): string {
  return (
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<(https?:[^<>\s]*)>/g, '$1')
      .replace(/<\/?[A-Za-z][^<>]*>/g, '')
      // Only paired markers at word edges: `my_tool` keeps its underscore.
      .replace(/(\*\*|__|~~|\*|_|`)(?=\S)(.*?\S)\1(?![\w*])/g, '$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
