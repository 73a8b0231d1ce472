import {
  createSoft404Detector,
  soft404ProbeUrl,
} from '../../sources/soft-404/create-soft-404-detector.ts';
import type { Soft404Detector } from '../../sources/soft-404/create-soft-404-detector.ts';
import type { MirrorContext } from '../mirror-context.ts';

/**
 * Asks each host of the scope for a path no site has, once, before crawling: a host that answers
 * 200 there (an SPA shell, a "not found" page) teaches the detector what its missing pages look
 * like, so such answers later are errors rather than pages. A host answering 404 costs one request.
 */
export async function probeSoft404(
  prefixes: readonly string[],
  ctx: Pick<MirrorContext, 'fetcher' | 'extractor' | 'signal'>,
): Promise<Soft404Detector> {
  const detector = createSoft404Detector();
  // Only hosts that answered the probe with 200 are checked: on a host that says 404 properly, a
  // short page is a short page, not an empty shell.
  const soft = new Set<string>();
  const hosts = new Map<string, string>();
  for (const prefix of prefixes) {
    const origin = new URL(prefix).origin;
    if (!hosts.has(origin)) hosts.set(origin, prefix);
  }
  for (const base of hosts.values()) {
    if (ctx.signal?.aborted) break;
    const probe = soft404ProbeUrl(base);
    const origin = new URL(base).origin;
    const result = await ctx.fetcher.fetch({
      url: probe,
      inScope: (target) => new URL(target).origin === origin,
      signal: ctx.signal,
    });
    if (result.kind !== 'ok') continue;
    const page = /html/i.test(result.contentType)
      ? await ctx.extractor.extract({
          url: probe,
          body: result.body,
          contentType: result.contentType,
        })
      : undefined;
    soft.add(origin);
    detector.recordProbe(probe, {
      status: 200,
      body: result.body,
      title: page?.title,
      text: page?.sections.map((s) => s.text).join('\n'),
    });
  }
  return {
    recordProbe: (url, sample) => detector.recordProbe(url, sample),
    check: (url, sample) =>
      soft.has(new URL(url).origin) ? detector.check(url, sample) : undefined,
  };
}
