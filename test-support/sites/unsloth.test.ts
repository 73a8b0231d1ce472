import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('unsloth');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('unsloth replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica, { allowBroken: [/\/docs\/pages\//] });
  });

  it('wraps every .md twin in the index header and an Agent Instructions footer', async () => {
    const twin = await (await get('/docs/get-started/fine-tuning-guide.md')).text();
    expect(twin).toMatch(/^> For the complete documentation index, see \[llms\.txt\]/);
    expect(twin).toContain('## Agent Instructions');
    expect(twin).toContain('{% columns %}');
    expect(twin).toContain(`](${replica.url}/docs/pages/Hx7Lr2Qp)`);
    expect((await get('/docs/pages/Hx7Lr2Qp')).status).toBe(404);
  });

  it('answers ?ask= anywhere, serves ?trk= duplicates, and keeps translations under /docs/<lang>/', async () => {
    const ask = await get('/docs/basics/datasets-guide?ask=what');
    expect(await ask.text()).toContain('Generated answer');
    expect(await (await get('/docs?trk=x')).text()).toBe(await (await get('/docs')).text());
    const llms = await (await get('/docs/llms.txt')).text();
    expect(llms).not.toMatch(/\/docs\/(de|jp|zh)\//);
    expect(llms).toContain('  - [LoRA Hyperparameters Guide]');
    const full = await (await get('/docs/llms-full.txt')).text();
    expect(full).toContain('# Benchmarks (internal)');
    expect((await get('/docs/~gitbook/image?url=x')).headers.get('content-type')).toBe('image/png');
  });
});
