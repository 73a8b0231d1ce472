import type { Element } from 'domhandler';
import type { ContentStep } from './extract-context.ts';
import { removeMatching } from './remove-matching.ts';

/**
 * Hosts that serve tracking pixels and beacons, never documentation images. Offline the request
 * would fail anyway; online it would report the reader.
 */
const TRACKER_HOSTS = [
  'google-analytics.com',
  'googletagmanager.com',
  'doubleclick.net',
  'facebook.com',
  'facebook.net',
  'scarf.sh',
  'plausible.io',
  'matomo.cloud',
  'hotjar.com',
  'segment.io',
  'segment.com',
  'mixpanel.com',
  'clarity.ms',
  'bat.bing.com',
  'ads.linkedin.com',
  'analytics.twitter.com',
  'pixel.wp.com',
  'stats.wp.com',
  'cloudflareinsights.com',
  'hubspot.com',
  'hs-analytics.net',
  'quantserve.com',
  'scorecardresearch.com',
];

function isTrackerHost(src: string): boolean {
  const host = URL.parse(src)?.hostname ?? '';
  return TRACKER_HOSTS.some((tracker) => host === tracker || host.endsWith(`.${tracker}`));
}

/** A 1×1 image is a beacon whatever its host. */
function isPixel(img: Element): boolean {
  const size = (name: string): number => Number.parseInt(img.attribs[name] ?? '', 10);
  return size('width') <= 1 && size('height') <= 1;
}

/** Runs after normalizeUrls, so every image src is absolute. */
export const removeTrackers: ContentStep = (root) => {
  removeMatching(
    root,
    (el) => el.name === 'img' && (isPixel(el) || isTrackerHost(el.attribs.src ?? '')),
  );
};
