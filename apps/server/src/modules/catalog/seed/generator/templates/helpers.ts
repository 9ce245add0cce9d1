import type { AttributeGroupCode, ModelContext, ModelFn, SpecDimension } from './types';

export function dim(
  name: string,
  nameEn: string,
  group: AttributeGroupCode,
  values: readonly string[],
  factors?: readonly number[],
  inName = true,
): SpecDimension {
  return { name, nameEn, group, values, factors, inName };
}

/** Zero-padded last `width` digits of n. */
export function digits(n: number, width: number): string {
  return String(n % 10 ** width).padStart(width, '0');
}

/** Brand prefix and digits; each SKU of an SPU gets its own number. */
export const prefixed =
  (width: number, suffix = ''): ModelFn =>
  (c) =>
    `${c.prefix}${digits(c.code + c.variant * 37, width)}${suffix}`;

/** Brand prefix and digits shared by all SKUs of an SPU (variants differ by colour or size only). */
export const prefixedSpu =
  (width: number): ModelFn =>
  (c) =>
    `${c.prefix}${digits(c.code, width)}`;

/** A product series per brand (ThinkPad E14, 9501+); brands without one fall back. */
export const series =
  (table: Readonly<Record<string, readonly string[]>>, fallback: ModelFn): ModelFn =>
  (c: ModelContext) => {
    const list = table[c.brand];
    return list ? list[c.code % list.length] : fallback(c);
  };

/** Price factors from sizes like 'M6×20' or 'ST4.2×19': grows with diameter² × length. */
export function sizeFactors(sizes: readonly string[]): number[] {
  const weight = (size: string) => {
    const match = /(\d+(?:\.\d+)?)(?:×(\d+(?:\.\d+)?))?/.exec(size);
    if (!match) throw new Error(`size without a number: ${size}`);
    const diameter = Number(match[1]);
    const length = match[2] ? Number(match[2]) : diameter * 2;
    return diameter * diameter * length;
  };
  const base = weight(sizes[0]);
  return sizes.map((size) => Math.round((weight(size) / base) ** 0.75 * 100) / 100);
}

/** Geometric price steps: 1, step, step², ... */
export function steps(count: number, step: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(step ** i * 100) / 100);
}

/** The same model scheme with a kind's own series per brand (Siemens breakers 5SJ6, sockets 5UB). */
export const withPrefixes =
  (table: Readonly<Record<string, string>>, model: ModelFn): ModelFn =>
  (c) => {
    const prefix = table[c.brand];
    return model(prefix === undefined ? c : { ...c, prefix });
  };
