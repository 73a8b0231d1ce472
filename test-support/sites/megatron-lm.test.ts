import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplicaCoherence } from './check-replica-coherence.ts';
import { startReplica } from './start-replica.ts';
import type { Replica } from './start-replica.ts';

let replica: Replica;
beforeAll(async () => {
  replica = await startReplica('megatron-lm');
});
afterAll(() => replica.close());

describe('megatron-lm replica', () => {
  it('is coherent with its expectations', async () => {
    await checkReplicaCoherence(replica);
  });

  it('has a dev branch with different docs, and MyST in docs/', async () => {
    const github = replica.github!;
    expect(github.sha('dev')).not.toBe(github.sha());
    const dev = await fetch(`${replica.url}${github.rawPath('README.md', 'dev')}`);
    expect(await dev.text()).toContain('Dev-branch README');
    const guide = await fetch(
      `${replica.url}${github.rawPath('docs/user-guide/parallelism-guide.md')}`,
    );
    expect(await guide.text()).toMatch(/^\(parallelism-guide\)=$/m);
    const tree = await fetch(
      `${replica.url}/repos/NVIDIA/Megatron-LM/git/trees/${github.sha()}?recursive=1`,
    );
    expect(JSON.stringify(await tree.json())).toContain('skills/parallelism/SKILL.md');
  });
});
