/** Marked by sanitizePage on an image it took the source from: it is not in the cache. */
export const MISSING_IMAGE = 'folio-img-missing';

/** An alt text that is only the image's file name or address (Sphinx's default) says nothing. */
function usefulAlt(img: Element): string {
  const alt = (img.getAttribute('alt') ?? '').replace(/\s+/gu, ' ').trim();
  if (/^(?:https?:|\/|\.{1,2}\/)|^[\w./-]+\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/iu.test(alt))
    return '';
  return alt;
}

/** Wrappers left with nothing to show once their image is gone: a badge's link, its paragraph. */
function isEmptyWrapper(element: Element): boolean {
  return (
    ['A', 'P', 'SPAN', 'PICTURE'].includes(element.tagName) &&
    !element.hasAttribute('id') &&
    element.children.length === 0 &&
    (element.textContent ?? '').trim() === ''
  );
}

/**
 * Images the cache does not hold (a badge the mirror dropped, a third-party picture) would show
 * as empty broken-image boxes offline. Each becomes its alt text in a quiet inline label, or goes
 * when it has none, together with a link or paragraph it leaves empty. Built from DOM nodes and
 * `textContent`, never markup: the page was sanitised already.
 */
export function replaceMissingImages(root: ParentNode): number {
  let replaced = 0;
  for (const img of root.querySelectorAll(`img.${MISSING_IMAGE}`)) {
    const alt = usefulAlt(img);
    let parent: Element | null = img.parentElement;
    if (alt !== '') {
      const label = document.createElement('span');
      label.className = 'folio-img-alt';
      label.title = 'Image not stored offline';
      label.textContent = alt;
      img.replaceWith(label);
    } else {
      img.remove();
      while (parent !== null && isEmptyWrapper(parent)) {
        const next: Element | null = parent.parentElement;
        parent.remove();
        parent = next;
      }
    }
    replaced++;
  }
  return replaced;
}
