/**
 * "Is the network up?" for `folio serve`, which has no OS signal like Electron's net.isOnline():
 * a HEAD request to one docset's entry URL with a short timeout. Any HTTP answer, even 404 or
 * 405, means the site is reachable; a DNS failure, refused connection or timeout means offline,
 * and the scheduler tries again a few minutes later. One small request per check, and only when
 * a sync is due, so an idle server costs the sites nothing.
 */
export function createOnlineProbe(options: {
  /** The URLs worth probing (docsets' entry URLs); the first one is used. */
  urls: () => Promise<readonly string[]>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): () => Promise<boolean> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const request = options.fetch ?? fetch;
  return async () => {
    const [url] = await options.urls();
    // Nothing to sync from: let the run start and say so itself ("no docsets to sync").
    if (url === undefined) return true;
    try {
      const response = await request(url, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  };
}
