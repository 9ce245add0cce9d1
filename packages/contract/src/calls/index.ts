import type { CallDef } from '../define-call';
import * as brands from './ucc-brands';
import * as umc from './umc';

export * from './ucc-brands';
export * from './umc';

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'audience' in value && 'input' in value;

/** Every declared call, for the OpenAPI document and the start-up check that each one is bound. */
export const allCalls: CallDef[] = ([...Object.values(umc), ...Object.values(brands)] as unknown[]).filter(
  isCall,
);
