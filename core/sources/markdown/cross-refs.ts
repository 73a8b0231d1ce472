/** Where a cross-reference leads: the mirrored page (with its anchor) and what to call it. */
export interface RefTarget {
  url: string;
  /** The target's heading, shown when the reference gives no text of its own. */
  title?: string;
}

/**
 * Sphinx cross-references resolved against the other files of the same mirror. MyST names pages
 * by docname (toctree entries, `{doc}`) and sections by label (`(label)=` targets, `{ref}`); only
 * the mirror knows which files exist and what they are titled, so it passes this in. Without it
 * (a single page, a website twin) references render as their text.
 */
export interface CrossRefs {
  /** A docname as written in the page (`get-started/quickstart`, `/index`, `../moe`). */
  doc(name: string): RefTarget | undefined;
  /** A label defined by a `(label)=` target in some mirrored file. */
  label(name: string): RefTarget | undefined;
}
