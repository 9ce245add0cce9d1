import { PARAMS } from '@procuremart/contract';
import type { AuditNamer } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { registerParamRoutes } from './routes';

/** A parameter reads as its label (the keys are the contract's, not rows). */
const paramNames: AuditNamer = async (_db, keys) =>
  new Map(
    keys
      .filter((key) => key in PARAMS)
      .map((key) => [key, PARAMS[key as keyof typeof PARAMS].label['zh-CN']]),
  );

export default defineModule({
  name: 'config.params',
  register: registerParamRoutes,
  auditNames: { param: paramNames },
});
