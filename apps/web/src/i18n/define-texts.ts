import type { Locale } from '@procuremart/contract';

/** Same keys as the zh-CN tree, every leaf a string. */
export type SameKeys<Z> = { [K in keyof Z]: Z[K] extends string ? string : SameKeys<Z[K]> };

/** Maps every key en-US has but zh-CN has not to never, so an extra key fails like a missing one. */
type NoExtraKeys<Z, E> = {
  [K in keyof E]: K extends keyof Z ? (Z[K] extends string ? string : NoExtraKeys<Z[K], E[K]>) : never;
};

export type BilingualTexts<Z = unknown> = { 'zh-CN': Z; 'en-US': SameKeys<Z> } & Record<Locale, unknown>;

/**
 * A texts file's two trees. en-US must have exactly the zh-CN tree's keys, every leaf a string: a missing,
 * extra or mistyped key fails the typecheck (a unit test checks the same at run time).
 */
export function defineTexts<Z extends object, E extends SameKeys<Z>>(
  zhCN: Z,
  enUS: E & NoExtraKeys<Z, E>,
): BilingualTexts<Z> {
  return { 'zh-CN': zhCN, 'en-US': enUS };
}
