import { axolotlReplica } from './axolotl/axolotl-replica.ts';
import { colossalAiReplica } from './colossal-ai/colossal-ai-replica.ts';
import { deepspeedReplica } from './deepspeed/deepspeed-replica.ts';
import { llamaFactoryReplica } from './llama-factory/llama-factory-replica.ts';
import { megatronCoreReplica } from './megatron-core/megatron-core-replica.ts';
import { megatronLmReplica } from './megatron-lm/megatron-lm-replica.ts';
import { nemoFrameworkReplica } from './nemo-framework/nemo-framework-replica.ts';
import { openrlhfReplica } from './openrlhf/openrlhf-replica.ts';
import { pytorchLightningReplica } from './pytorch-lightning/lightning-replica.ts';
import type { ReplicaDefinition, ReplicaName } from './replica.ts';
import { torchtitanReplica } from './torchtitan/torchtitan-replica.ts';
import { torchtuneReplica } from './torchtune/torchtune-replica.ts';
import { unslothReplica } from './unsloth/unsloth-replica.ts';

/** Every catalog entry's replica, by name, in the order of seeds/distributed-training.md. */
export const replicaRegistry: Record<ReplicaName, ReplicaDefinition> = {
  torchtitan: torchtitanReplica,
  deepspeed: deepspeedReplica,
  'megatron-lm': megatronLmReplica,
  'megatron-core': megatronCoreReplica,
  'pytorch-lightning': pytorchLightningReplica,
  'nemo-framework': nemoFrameworkReplica,
  'colossal-ai': colossalAiReplica,
  torchtune: torchtuneReplica,
  'llama-factory': llamaFactoryReplica,
  axolotl: axolotlReplica,
  unsloth: unslothReplica,
  openrlhf: openrlhfReplica,
};

export const replicaNames = Object.keys(replicaRegistry) as ReplicaName[];
