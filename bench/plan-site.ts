import { createProse } from './create-prose.ts';
import { seededRandom } from './seeded-random.ts';

export interface PlannedHeading {
  id: string;
  title: string;
  level: 2 | 3;
}

/** One HTML page of the generated site, before it is rendered. */
export interface PlannedPage {
  /** Position in document order (the order of prev/next links). */
  index: number;
  /** Relative to the site root, e.g. `pipeline-stage/zero-shard/index.html`. */
  path: string;
  title: string;
  /** The id of the page's top <section>, a slug of its title. */
  id: string;
  /** 0 = site index, 1 = top-level section, 2 = chapter, 3 = leaf page. */
  level: number;
  parent: number | undefined;
  children: number[];
  headings: PlannedHeading[];
  /** Intended size of the whole HTML file, in bytes. */
  targetBytes: number;
  /** Index of the `_images/` PNG the page shows, if any. */
  image: number | undefined;
  /** Whether the page links its `_sources/` text, as Sphinx's "Show Source" does. */
  showSource: boolean;
}

export interface SitePlan {
  pages: PlannedPage[];
  /** Indexes of the top-level section pages, for the header and the sidebar. */
  sections: number[];
  images: number;
  theme: 'pydata' | 'classic';
}

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A three-level toctree (sections → chapters → pages) with about cbrt(pages) entries per level,
 * so the sidebar grows with the site as real themes' do.
 */
export function planSite(total: number, seed: number): SitePlan {
  const random = seededRandom(seed, -1);
  const prose = createProse(random);
  const fanout = Math.max(1, Math.ceil(Math.cbrt(total)));
  let left = Math.max(0, total - 1);
  const sectionCount = Math.min(left, fanout);
  left -= sectionCount;
  const chapterCount = Math.min(left, sectionCount * fanout);
  left -= chapterCount;
  const images = Math.min(50, Math.max(1, Math.ceil(total / 100)));
  const pages: PlannedPage[] = [];
  const used = new Set<string>();

  const add = (level: number, parent: number | undefined, dir: string, leaf: boolean) => {
    const title = prose.title(level === 0 ? 2 : 2 + random.int(3));
    let name = slug(title);
    for (let n = 2; used.has(`${dir}${name}`); n++) name = `${slug(title)}-${n}`;
    used.add(`${dir}${name}`);
    const index = pages.length;
    const targetBytes = Math.round(
      Math.min(115_000, Math.max(16_000, 40_000 * Math.exp(0.45 * random.normal()))),
    );
    pages.push({
      index,
      path: leaf ? `${dir}${name}.html` : `${dir}${name}/index.html`,
      title,
      id: slug(title),
      level,
      parent,
      children: [],
      headings: planHeadings(targetBytes, slug(title)),
      targetBytes,
      image: index % 23 === 5 ? index % images : undefined,
      showSource: index % 10 === 3,
    });
    if (parent !== undefined) pages[parent]?.children.push(index);
    return index;
  };

  function planHeadings(targetBytes: number, pageId: string): PlannedHeading[] {
    const ids = new Set([pageId]);
    const headings: PlannedHeading[] = [];
    const count = Math.min(16, Math.max(2, Math.round(targetBytes / 7000)));
    for (let i = 0; i < count; i++) {
      const title = prose.title(1 + random.int(3));
      let id = slug(title);
      for (let n = 1; ids.has(id); n++) id = `${slug(title)}-${n}`;
      ids.add(id);
      headings.push({ id, title, level: i > 0 && random.next() < 0.3 ? 3 : 2 });
    }
    return headings;
  }

  const root = add(0, undefined, '', true);
  // The site index is `index.html` at the root, whatever its title.
  (pages[root] as PlannedPage).path = 'index.html';
  const sections: number[] = [];
  let chapterNo = 0;
  for (let s = 0; s < sectionCount; s++) {
    const section = add(1, root, '', false);
    sections.push(section);
    const sectionDir = (pages[section] as PlannedPage).path.replace(/index\.html$/, '');
    const chapters = share(chapterCount, sectionCount, s);
    for (let c = 0; c < chapters; c++) {
      const chapter = add(2, section, sectionDir, false);
      const chapterDir = (pages[chapter] as PlannedPage).path.replace(/index\.html$/, '');
      const leaves = share(left, chapterCount, chapterNo++);
      for (let p = 0; p < leaves; p++) add(3, chapter, chapterDir, true);
    }
  }

  return { pages, sections, images, theme: seed % 2 === 1 ? 'pydata' : 'classic' };
}

/** The `part`-th of `parts` near-equal shares of `total`. */
function share(total: number, parts: number, part: number): number {
  return Math.floor(total / parts) + (part < total % parts ? 1 : 0);
}
