import type { Env } from 'markdown-it';

/** Per-render state, passed to markdown-it as `env` so one parser instance serves every page. */
export interface RenderEnv extends Env {
  pageUrl: string;
  resolveLink?: (href: string) => string | undefined;
  resolveImage?: (src: string) => string | undefined;
  /** Heading slugs used so far on this page, for `-1`, `-2` suffixes. */
  slugs: Map<string, number>;
}

export function isRenderEnv(env: unknown): env is RenderEnv {
  return typeof env === 'object' && env !== null && 'slugs' in env && 'pageUrl' in env;
}
