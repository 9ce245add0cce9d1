// Purchase plans: the monthly summary of demands.
import type { ParamDecl } from '../param-decl';
import { bilingual } from '../texts';

export const planParams = {
  'plan.demandSummaryDay': {
    group: 'plan',
    type: 'integer',
    defaultValue: 25,
    min: 1,
    max: 28,
    label: bilingual('需求汇总日', 'Demand summary day'),
    description: bilingual('每月汇总采购需求的日期', 'The day of the month purchase demands are summarised'),
  },
} as const satisfies Record<string, ParamDecl>;
