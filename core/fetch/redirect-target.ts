/**
 * Where a 3xx points, resolved against the URL that sent it, or why it cannot be followed. The
 * fragment is dropped: it never reaches the server and would hide a loop.
 */
export function redirectTarget(
  from: string,
  location: string | undefined,
): { url: string; error?: undefined } | { url?: undefined; error: string } {
  if (location === undefined) return { error: 'redirect without a Location header' };
  try {
    const target = new URL(location, from);
    target.hash = '';
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return { error: `redirected to a non-web URL: ${target.href}` };
    }
    return { url: target.href };
  } catch {
    return { error: `redirected to an invalid URL: ${location}` };
  }
}
