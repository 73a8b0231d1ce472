import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Pixels below the top of the scroll area where a heading counts as the one being read. */
const READING_LINE = 96;

/**
 * The outline entry being read: the last heading above the reading line. Recomputed on scroll
 * (once per frame) and whenever the page's headings change.
 */
export function useActiveAnchor(
  scroller: RefObject<HTMLElement | null>,
  ids: readonly string[],
): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const container = scroller.current;
    // `key` stands for `ids`, whose identity changes on every render.
    const list = key === '' ? [] : key.split('\n');
    if (container === null || list.length === 0) {
      setActive(null);
      return undefined;
    }
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const top = container.getBoundingClientRect().top + READING_LINE;
      let current: string | null = list[0] ?? null;
      for (const id of list) {
        const heading = document.getElementById(id);
        if (heading === null) continue;
        if (heading.getBoundingClientRect().top > top) break;
        current = id;
      }
      setActive(current);
    };
    const onScroll = (): void => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      container.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller, key]);
  return active;
}
