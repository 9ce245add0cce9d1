// Registration audit (umc): how long a pending registration holds its credit code and name.
import { days, type ParamDecl } from '../../param-decl';
import { bilingual } from '../../texts';

export const orgAuditParams = {
  'org.applicationHoldDays': {
    group: 'common',
    type: 'integer',
    defaultValue: 30,
    min: 1,
    max: 365,
    unit: days,
    label: bilingual('注册待审核占用期', 'Pending registration hold'),
    description: bilingual(
      '注册申请待审核超过该天数后，运营人员可释放其占用的信用代码和企业名称',
      'After this many days pending, operators may release the credit code and name a registration holds',
    ),
  },
} as const satisfies Record<string, ParamDecl>;
