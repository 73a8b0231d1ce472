import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/open-engine.ts';
import type { OverrideFixture } from '../../core/engine/testing/override-fixture.ts';
import { overrideFixture } from '../../core/engine/testing/override-fixture.ts';
import type { RunningServer } from './start-server.ts';
import { startServer } from './start-server.ts';
import { postApi } from './testing/http-request.ts';

let fixture: OverrideFixture | undefined;
let engine: Engine | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  await engine?.close();
  await fixture?.close();
  server = engine = fixture = undefined;
});

describe('"Sync all" through the HTTP API of folio serve', () => {
  it('keeps every page a folio sync kept, the overrides’ extra prefix included', async () => {
    fixture = await overrideFixture();
    engine = fixture.open();
    // What `folio sync` does: the same engine, run to its end.
    await engine.sync.run();
    const kept = fixture.livePages(engine);
    expect(kept).toContain(`${fixture.site.url}/private/secret.html`);

    server = await startServer({
      api: engine.api,
      sync: engine.sync,
      cache: engine.cache,
      host: '127.0.0.1',
      port: 0,
      rendererDir: mkdtempSync(join(tmpdir(), 'folio-renderer-')),
      logError: () => {},
    });
    const started = await postApi(server.port, 'startSync', {});
    expect(started.status).toBe(200);
    await engine.sync.whenIdle();
    expect(engine.sync.getState().docsets[0]).toMatchObject({ state: 'ok', failed: 0 });
    expect(fixture.livePages(engine)).toEqual(kept);
    const [docset] = (await postApi(server.port, 'listDocsets', {})).json as Array<{
      pages: number;
    }>;
    expect(docset!.pages).toBe(kept.length);
  });
});
