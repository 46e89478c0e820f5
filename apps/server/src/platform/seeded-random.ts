/**
 * Deterministic pseudo-random numbers (mulberry32) for demo and test data: the same seed gives the
 * same contacts and deals every run. Not for anything security-relevant.
 */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let r = next() * pairs.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of pairs) if ((r -= w) < 0) return v;
    return pairs.at(-1)![0];
  };
  /** A version-4-shaped uuid from the generator, so ids repeat across runs too. */
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    h[12] = '4';
    h[16] = '89ab'[Math.floor(next() * 4)]!;
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, weighted, uuid };
}
export type Rng = ReturnType<typeof createRng>;
