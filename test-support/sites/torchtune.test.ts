import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('torchtune');
});
afterAll(() => replica.close());

const get = (path: string) => fetch(replica.url + path, { redirect: 'manual' });

describe('torchtune replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('publishes a real zlib-compressed objects.inv v2 with TransformerDecoder', async () => {
    const inv = Buffer.from(await (await get('/torchtune/stable/objects.inv')).arrayBuffer());
    const header = inv.subarray(0, 200).toString('latin1').split('\n').slice(0, 4);
    expect(header[0]).toBe('# Sphinx inventory version 2');
    expect(header[3]).toBe('# The remainder of this file is compressed using zlib.');
    const start = header.join('\n').length + 1;
    const lines = inflateSync(inv.subarray(start)).toString('utf8').trim().split('\n');
    expect(lines).toContain(
      'torchtune.modules.TransformerDecoder py:class 1 generated/torchtune.modules.TransformerDecoder.html#$ -',
    );
    expect(lines.some((l) => l.startsWith('lora_finetune_label std:label -1 '))).toBe(true);
    expect(await (await get('/torchtune/stable/searchindex.js')).text()).toMatch(
      /^Search\.setIndex\(/,
    );
  });

  it('meta-refreshes the root to stable/, duplicates stable as 0.6, and marks main/ noindex', async () => {
    expect(await (await get('/torchtune/')).text()).toContain(
      `<meta http-equiv="refresh" content="0; URL='stable/index.html'" />`,
    );
    expect(await (await get('/torchtune/0.6/overview.html')).text()).toBe(
      await (await get('/torchtune/stable/overview.html')).text(),
    );
    expect(await (await get('/torchtune/main/index.html')).text()).toContain(
      '<meta name="robots" content="noindex">',
    );
    expect(await (await get('/torchtune/stable/index.html')).text()).not.toContain(
      'rel="canonical"',
    );
  });
});
