import { seededRandom } from './seeded-random.ts';

/**
 * Word types for generated prose, ordered by rank (most frequent first) for a Zipf-like
 * distribution: English function words on top, then the domain words spread over ranks 30–600
 * among general words (as "function" and "module" are in Python's docs), then a long tail of
 * pseudo-words, among which `rare` words sit at ranks that only a handful of pages carry. The
 * ranking is fixed
 * (its own seed, not the site's), so bench queries can name words at known frequencies.
 */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** The top ranks: in real text these alone make up about a third of all words. */
export const functionWords = words(`
  the of to a and is in for that be it with as this on by are or can an from not if which when
  you all will each has
`);

/** The benchmark's topic, most frequent first: placed at ranks 30–600. */
export const domainWords = words(`
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

/** Everyday words of technical writing, roughly most frequent first: they fill ranks 30–700. */
export const generalWords = words(`
  at but its use used default value set see also only more than new example then must
  following other should any these so such one file call name type data first after before
  may how number return returns function option time using list object method called was
  there instance argument values into error two case class same run code line more however
  what where because between while per across without within through over under about during
  since until unless instead both either most many much less every some no yes true false none
  get make makes add added remove removed need needs change changed supports provide provides
  allow allows enable enabled disable disabled define defined specify specified pass passed
  require required contain contains include includes apply applied start started stop write
  read open close keep find found show shows follow expected handle raise raised check build
  built install installed configure update updated replace computed increase store stored move
  report print convert match work works fail fails happen occur depends assume describe
  described version result results user users system output input order part end point key
  keys path field source target level levels information details section page documentation
  release feature features behaviour performance problem issue issues reference test tests
  format names types objects files functions methods arguments options errors lines numbers
  available possible current specific multiple single large small different last next previous
  whole full empty local global remote main common simple complex original final internal
  external optional automatic manual explicit implicit better faster slower higher lower
  often always never usually already still even just now here again once twice later earlier
  0 1 2 3 4 8 10 16 32 64 100 128 256 512 1024
  method variable variables attribute attributes property parameter setting settings default
  environment directory directories command commands script scripts library libraries package
  packages import imported instance instances class classes interface interfaces protocol
  request requests response responses message messages event events task tasks job jobs worker
  workers thread threads queue queues lock locks timeout timeouts signal signals handler
  handlers exception exceptions warning warnings log logs logging debug debugging trace
  index indexes table tables row rows column columns array arrays vector vectors matrix
  matrices element elements item items entry entries record records block blocks chunk chunks
  byte bytes bit bits integer integers float floats string strings character characters text
  unit units total average maximum minimum limit limits count counts ratio factor factors
  first second third half quarter double triple
  usage usages guide guides tutorial overview introduction summary note notes tip tips
  caution important recommended deprecated experimental stable supported unsupported
  compatible compatibility platform platforms linux windows macos docker container containers
  image images network networks server servers client clients port ports address addresses
  connection connections session sessions token tokens key secret user account accounts
  permission permissions access control policy policies rule rules filter filters pattern
  patterns template templates option switch flag flags argument command line terminal shell
  environment variable path paths url urls link links api apis call calls return returned
  value returned callable callables iterator iterators generator generators coroutine
  coroutines future futures promise result async await yield
`);

/** Real words deep in the tail (from `rareFrom` on): each on a handful of pages of 1,000. */
export const rare = words(`
  palimpsest heliotrope quokka zymurgy obelisk marzipan fjord lanthanum sextant tamarind
  xylograph vellum gossamer halcyon isthmus juniper kestrel labyrinth mandolin nebula ocelot
  pergola quasar rhizome saffron tundra umbra verdigris wolfram yarrow zeppelin astrolabe
`);

/** API names for inline code, code blocks and option tables. */
export const codeNames = words(`
  deepspeed.initialize torch.distributed.init_process_group FullyShardedDataParallel
  zero_optimization offload_optimizer gradient_accumulation_steps train_micro_batch_size
  pipeline_model_parallel_size tensor_model_parallel_size save_checkpoint load_checkpoint
  activation_checkpointing reduce_bucket_size overlap_comm contiguous_gradients
  stage3_prefetch_bucket_size bf16.enabled world_size local_rank sequence_parallel num_experts
  moe_layer_freq clip_grad_norm_ train_batch_size steps_per_print wall_clock_breakdown
  fp16.loss_scale fp16.initial_scale_power scheduler.params.warmup_num_steps sub_group_size
  allgather_bucket_size round_robin_gradients offload_param nvme_path pin_memory comms_logger
  flops_profiler torch.cuda.amp.autocast torch.nn.parallel.DistributedDataParallel
  deepspeed.comm.all_reduce engine.backward engine.step torch.utils.data.DistributedSampler
  get_accelerator deepspeed.init_inference
`);

/** How many word types the prose draws from. */
export const vocabularySize = 20_000;
/** 0-based rank of the last domain word. */
const lastDomainRank = 600;
/** 0-based rank of the first rare word, and the distance between rare words. */
export const rareFrom = 9000;
const rareEvery = 30;

function rankWords(): string[] {
  const ranked: string[] = [];
  const seen = new Set<string>();
  const push = (word: string) => {
    if (seen.has(word)) return;
    seen.add(word);
    ranked.push(word);
  };
  for (const word of functionWords) push(word);
  const first = ranked.length;
  const general = generalWords.filter((w) => !domainWords.includes(w));
  let d = 0;
  let g = 0;
  while (d < domainWords.length) {
    const due = first + Math.round((d * (lastDomainRank - first)) / (domainWords.length - 1));
    if (ranked.length >= due || g >= general.length) push(domainWords[d++] as string);
    else push(general[g++] as string);
  }
  while (g < general.length) push(general[g++] as string);
  for (const word of rare) seen.add(word); // no pseudo-word may take their spelling
  const random = seededRandom(0x5eed, 0xf01d0);
  let r = 0;
  while (ranked.length < vocabularySize) {
    const due = rareFrom + r * rareEvery;
    if (r < rare.length && ranked.length >= due) ranked.push(rare[r++] as string);
    else push(pseudoWord(random, ranked.length));
  }
  return ranked;
}

const onsets = words(`
  b c d f g h k l m n p r s t v w z b c d g k l m n p r s t v b d k l m n p r s t br cr dr fr
  gr pl pr st tr sh ch th
`);
const vowels = words('a e i o u a e i o u a e i o a e i ai ea io ou');
const codas = words('n r l s t m x nd nt rk st ck ng');

/** A pronounceable made-up word; rarer ranks get more syllables, as rarer real words are longer. */
function pseudoWord(random: ReturnType<typeof seededRandom>, rank: number): string {
  const syllables = 2 + (random.next() < (rank < 5000 ? 0.2 : 0.45) ? 1 : 0);
  let word = '';
  for (let i = 0; i < syllables; i++) word += random.pick(onsets) + random.pick(vowels);
  return random.next() < 0.6 ? word + random.pick(codas) : word;
}

/** All word types, most frequent first; `vocabulary[r]` has Zipf weight 1 / (r + 2). */
export const vocabulary: readonly string[] = rankWords();
