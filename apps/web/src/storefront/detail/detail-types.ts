import type { CallOutput, getSkuDetail } from '@procuremart/contract';

export type SkuDetail = CallOutput<typeof getSkuDetail>;
