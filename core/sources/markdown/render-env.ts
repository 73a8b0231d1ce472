import type { Env } from 'markdown-it';
import type { CrossRefs } from './cross-refs.ts';

/** A `(label)=` target: the heading it names (its id and text), or the page top when none. */
export interface LabelTarget {
  anchor?: string;
  title?: string;
}

/** Per-render state, passed to markdown-it as `env` so one parser instance serves every page. */
export interface RenderEnv extends Env {
  pageUrl: string;
  resolveLink?: (href: string) => string | undefined;
  resolveImage?: (src: string) => string | undefined;
  refs?: CrossRefs;
  /** Heading slugs used so far on this page, for `-1`, `-2` suffixes. */
  slugs: Map<string, number>;
  /** Filled while parsing: the page's `(label)=` targets by lower-cased label. */
  targets?: Map<string, LabelTarget>;
}

export function isRenderEnv(env: unknown): env is RenderEnv {
  return typeof env === 'object' && env !== null && 'slugs' in env && 'pageUrl' in env;
}
