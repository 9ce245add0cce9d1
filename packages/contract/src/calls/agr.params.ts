// Agreement centre (agr): framework agreements.
import { days, type ParamDecl } from '../param-decl';
import { bilingual } from '../texts';

export const agreementParams = {
  'agreement.expiryReminderDays': {
    group: 'agreement',
    type: 'integer',
    defaultValue: 30,
    min: 1,
    max: 365,
    unit: days,
    label: bilingual('协议到期提醒', 'Agreement expiry reminder'),
    description: bilingual(
      '协议到期前该天数提醒供应商与运营',
      'Suppliers and operators are reminded this many days before an agreement expires',
    ),
  },
} as const satisfies Record<string, ParamDecl>;
