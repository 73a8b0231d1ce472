/**
 * Words for generated prose. `common` is ordered from most to least frequent (sampling is skewed
 * towards the front, like real text), `rare` words appear on few pages so some search queries
 * have few hits, `glue` makes sentences read like prose. Kept as strings so they stay compact.
 */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const common = words(`
  zero stage optimizer shard pipeline tensor parallel checkpoint gradient fsdp model memory rank
  batch parameters training gpu offload states precision communication distributed activation
  layer sharding parallelism micro accumulation config process group nodes mixed bf16 fp16
  allreduce bucket overlap partition engine launcher scheduler learning rate loss scaling sequence
  context expert moe attention kernel fused dataloader dataset tokenizer backend nccl collective
  world size save load resume elastic cluster slurm throughput latency bandwidth interconnect
  nvlink infiniband lora adapter finetuning quantization weights embedding transformer hidden
  dimension vocab profiler trace module wrapper strategy plugin callback trainer epoch step warmup
  decay clipping norm buffer stream prefetch reduce scatter gather broadcast topology mesh device
  host cpu nvme swap contiguous flatten hook forward backward recompute interleaved virtual
  schedule bubble stage3 fp8 master copy dtype autocast compile graph export inference serving
`);

export const rare = words(`
  palimpsest heliotrope quokka zymurgy obelisk marzipan fjord lanthanum sextant tamarind
  xylograph vellum gossamer halcyon isthmus juniper kestrel labyrinth mandolin nebula ocelot
  pergola quasar rhizome saffron tundra umbra verdigris wolfram yarrow zeppelin astrolabe
`);

export const glue = words(`
  the the the a of of to and and in is for with on each when this that by as are be can from
  across per it which all you not only before after into between while so
`);

export const codeNames = words(`
  deepspeed.initialize torch.distributed.init_process_group FullyShardedDataParallel
  zero_optimization offload_optimizer gradient_accumulation_steps train_micro_batch_size
  pipeline_model_parallel_size tensor_model_parallel_size save_checkpoint load_checkpoint
  activation_checkpointing reduce_bucket_size overlap_comm contiguous_gradients
  stage3_prefetch_bucket_size bf16.enabled world_size local_rank sequence_parallel num_experts
  moe_layer_freq clip_grad_norm_
`);
