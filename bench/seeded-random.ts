/** A small deterministic PRNG, so a seed always yields byte-identical sites. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Normally distributed (Box–Muller), mean 0, standard deviation 1. */
  normal(): number;
}

/**
 * mulberry32 (public domain): fast, 32-bit state, good enough for test data. `streams` lets
 * each page draw from its own sequence, so pages can be rendered in any order or in parallel.
 */
export function seededRandom(seed: number, ...streams: number[]): Random {
  let state = mix(seed);
  for (const stream of streams) state = mix(state ^ mix(stream + 0x9e3779b9));
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/** A 32-bit integer hash (from MurmurHash3's finaliser) to spread nearby seeds apart. */
function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
