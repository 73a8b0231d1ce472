import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('nemo-framework');
});
afterAll(() => replica.close());

const get = async (path: string) => (await fetch(replica.url + path)).text();

describe('nemo-framework replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('links .html.md twins from llms.txt: scheme-less, absolute, relative and nested bare', async () => {
    const llms = await get('/nemo-framework/llms.txt');
    const host = replica.origins.host.site;
    expect(llms).toContain(`](${host}/nemo-framework/user-guide/latest/overview.html.md)`);
    expect(llms).toContain('](user-guide/latest/nemotoolkit/common/intro.html.md)');
    expect(llms).toContain(
      `  - ${host}/nemo-framework/user-guide/latest/nemotoolkit/asr/intro.html.md`,
    );
    expect(llms).toContain(`](${host}/nemo/guardrails/llms.txt)`);
  });

  it('wraps every twin in the reader header, with .html.md links and # permalinks', async () => {
    const twin = await get('/nemo-framework/user-guide/latest/overview.html.md');
    expect(twin).toMatch(
      /^Title: Overview — NVIDIA NeMo Framework User Guide\n\nURL Source: http:\/\/\S+overview\.html\n/,
    );
    expect(twin).toContain('Markdown Content:\nOverview[#](');
    expect(twin).toContain('installation.html.md)');
  });

  it('marks archived versions and answers an llms.txt at every Fern path', async () => {
    expect(await get('/nemo-framework/user-guide/25.09/overview.html')).toContain(
      'This archived material is no longer maintained',
    );
    expect(await get('/nemo-framework/user-guide/latest/overview.html')).not.toContain(
      'archived material',
    );
    const deep = await fetch(`${replica.url}/nemo/guardrails/any/where/llms.txt`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).not.toContain('\n');
  });
});
