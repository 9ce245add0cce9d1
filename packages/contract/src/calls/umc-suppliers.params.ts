// Member centre (umc): suppliers' sign contracts.
import { days, type ParamDecl } from '../param-decl';
import { bilingual } from '../texts';

export const supplierParams = {
  'contract.signValidityDays': {
    group: 'contract',
    type: 'integer',
    defaultValue: 365,
    min: 1,
    max: 3650,
    unit: days,
    label: bilingual('签约有效期', 'Sign contract validity'),
    description: bilingual('供应商签约的有效天数', 'How many days a supplier sign contract is valid'),
  },
} as const satisfies Record<string, ParamDecl>;
