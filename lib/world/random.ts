/**
 * The world's only source of randomness: a seeded sfc32 generator. Each part of the
 * generator forks its own stream by label, so adding draws in one part does not shift
 * the numbers (and ids) of another.
 */

function hashText(text: string): [number, number, number, number] {
  // cyrb128: spreads a string over four 32-bit words to seed sfc32.
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | null = null;

  constructor(private readonly label: string) {
    [this.a, this.b, this.c, this.d] = hashText(label);
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** An independent stream for one part of the world. */
  fork(label: string): Rng {
    return new Rng(`${this.label}/${label}`);
  }

  uint32(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  normal(mean = 0, sd = 1): number {
    if (this.spareNormal !== null) {
      const z = this.spareNormal;
      this.spareNormal = null;
      return mean + sd * z;
    }
    // Box-Muller gives two independent deviates; keep the second for the next call.
    const r = Math.sqrt(-2 * Math.log(1 - this.next()));
    const theta = 2 * Math.PI * this.next();
    this.spareNormal = r * Math.sin(theta);
    return mean + sd * r * Math.cos(theta);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** Index into `weights`, chosen with probability proportional to its weight. */
  weightedIndex(weights: readonly number[], total?: number): number {
    let sum = total ?? 0;
    if (total === undefined) for (const w of weights) sum += w;
    let r = this.next() * sum;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** A version-4 UUID built from this stream. */
  uuid(): string {
    const bytes = new Array<number>(16);
    for (let i = 0; i < 16; i += 4) {
      const w = this.uint32();
      bytes[i] = w & 0xff;
      bytes[i + 1] = (w >>> 8) & 0xff;
      bytes[i + 2] = (w >>> 16) & 0xff;
      bytes[i + 3] = w >>> 24;
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const h = bytes.map((b) => HEX[b]);
    // Joined, not concatenated: one flat string of 36 characters instead of a rope of twenty
    // pieces (about 600 bytes), which a world's million ids would keep for as long as it lives.
    h.splice(10, 0, "-");
    h.splice(8, 0, "-");
    h.splice(6, 0, "-");
    h.splice(4, 0, "-");
    return h.join("");
  }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const round1 = (value: number) => Math.round(value * 10) / 10;
