import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFeedSource } from './feed-source.ts';
import type { Publisher } from './testing/feed-fixture.ts';
import { digestOf, subscriber } from './testing/feed-subscriber.ts';
import { REFERENCE_PAGES, referencePages, startPublisher } from './testing/feed-fixture.ts';
import type { Nginx } from './testing/start-nginx.ts';
import { NGINX, startNginx } from './testing/start-nginx.ts';

/**
 * A week of publishes pulled by a fleet: 50 subscribers from Debian's nginx and one from the
 * plain folder, each pulling after every publish. Corpus tier: ~250 imports take a while.
 */
const FLEET = 50;

let publisher: Publisher;
let nginx: Nginx;
beforeAll(async () => {
  publisher = await startPublisher();
  await publisher.sync('2025-01-01T00:00:00.000Z');
  await publisher.publish('2025-01-01T01:00:00.000Z');
  nginx = await startNginx(publisher.dir);
});
afterAll(async () => {
  await nginx?.stop();
  await publisher?.close();
});

describe.skipIf(!existsSync(NGINX))('a fleet pulling a week of publishes from nginx', () => {
  it('ends identical to the publisher, each subscriber downloading one snapshot and then only deltas', async () => {
    const fleet = Array.from({ length: FLEET }, () => {
      const source = openFeedSource(nginx.url);
      return subscriber(publisher, () => source);
    });
    const folderSource = openFeedSource(publisher.dir);
    const folder = subscriber(publisher, () => folderSource);
    const everyone = [...fleet, folder];
    const pullAll = (at: string) => Promise.all(everyone.map((s) => s.pull(at)));
    for (const result of await pullAll('2025-01-01T02:00:00.000Z')) {
      expect(result).toMatchObject({ plan: 'snapshot', serial: 1 });
    }
    const days: Array<[number, number, Record<number, number>]> = [
      [2, REFERENCE_PAGES + 1, { 3: 1 }],
      [3, REFERENCE_PAGES, { 3: 1, 4: 1, 5: 1 }],
      [4, REFERENCE_PAGES, { 3: 1, 4: 1, 5: 1 }],
      [5, REFERENCE_PAGES - 1, { 3: 2, 4: 1, 5: 1 }],
      [6, REFERENCE_PAGES + 2, { 1: 1, 3: 2, 4: 1, 5: 1 }],
      [7, REFERENCE_PAGES + 2, { 1: 1, 3: 3, 4: 1, 5: 1 }],
    ];
    const deltas: number[] = [];
    for (const [day, count, editions] of days) {
      for (const [path, html] of Object.entries(referencePages(count, editions))) {
        publisher.site.setFile(path, html);
      }
      for (let i = count; i < REFERENCE_PAGES + 3; i++) {
        publisher.site.deleteFile(`/docs/api/ref-${i}.html`);
      }
      await publisher.sync(`2025-01-0${day}T00:00:00.000Z`);
      const published = await publisher.publish(`2025-01-0${day}T01:00:00.000Z`);
      if (published.delta) deltas.push(published.delta.bytes);
      for (const result of await pullAll(`2025-01-0${day}T02:00:00.000Z`)) {
        expect(result.error).toBeUndefined();
        expect(result.applied).toEqual(published.delta ? [published.delta.file] : []);
      }
    }
    const want = digestOf(publisher.cacheFile);
    for (const sub of everyone) expect(digestOf(sub.cacheFile)).toEqual(want);

    const sent = nginx.bytesSent();
    const total = (prefix: string) =>
      [...sent].filter(([name]) => name.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0);
    const snapshotBytes = total('snapshot-');
    const deltaBytes = total('delta-');
    const indexBytes = total('index.json');
    const oneSnapshot = snapshotBytes / FLEET;
    expect(deltaBytes).toBe(FLEET * deltas.reduce((a, b) => a + b, 0));
    console.log(
      `fleet of ${FLEET} from nginx, ${days.length} publishes after the first: ` +
        `snapshots ${snapshotBytes} B (${oneSnapshot} B each, once), deltas ${deltaBytes} B ` +
        `(${deltas.join(' + ')} B per subscriber), index.json + signature ${indexBytes} B; ` +
        `whole snapshots each time would have been ${oneSnapshot * FLEET * (days.length + 1)} B`,
    );
  });
});
