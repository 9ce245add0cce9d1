/** Same keys as the zh-CN tree, every leaf a string: en-US must translate every key. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
