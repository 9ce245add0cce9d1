// Money as integer cents while generating, decimal strings with two decimals on output: never a float string.

/** Shop-like sale prices: cents under 10 yuan, dimes under 100, whole yuan under 1000, then ...9 yuan. */
export function roundPriceCents(yuan: number): number {
  if (yuan < 10) return Math.max(10, Math.round(yuan * 100));
  if (yuan < 100) return Math.round(yuan * 10) * 10;
  if (yuan < 1000) return Math.round(yuan) * 100;
  return (Math.round(yuan / 10) * 10 - 1) * 100;
}

/** A market (list) price above the sale price by `markup`, never below it. */
export function marketPriceCents(saleCents: number, markup: number): number {
  return Math.max(saleCents, roundPriceCents((saleCents / 100) * markup));
}

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a price in cents: ${cents}`);
  const fraction = cents % 100;
  return `${(cents - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
}
