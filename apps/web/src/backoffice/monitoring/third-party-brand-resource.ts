import {
  queryThirdPartyBrandList,
  THIRD_PARTY_MAPPED,
  type ThirdPartyBrand,
  thirdPartyBrandColumns,
  thirdPartyBrandMachine,
} from '@procuremart/contract';
import { changeThirdPartyBrandStatus } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import { statusMapOf } from '../../resources/row-actions';
import { monitoringKeys } from './keys';
import { supplierOptions } from './options';

/** 1 enabled green, 0 disabled grey. */
export const thirdPartyBrandStatusMap = statusMapOf(thirdPartyBrandMachine, { 1: 'green', 0: 'default' });

export const thirdPartyBrandList = defineList(queryThirdPartyBrandList, {
  listKey: 'thirdPartyBrands',
  titleKey: 'thirdPartyBrand.listTitle',
  rowKey: 'thirdPartyBrandId',
  queryKey: monitoringKeys.thirdPartyBrands(),
  machine: thirdPartyBrandMachine,
  emptyHintKey: 'thirdPartyBrand.emptyHint',
  exportKind: 'thirdPartyBrand',
  importKind: 'thirdPartyBrand',
  filters: {
    supplierId: { options: supplierOptions },
    mapped: {
      options: THIRD_PARTY_MAPPED.map((value) => ({ value, labelKey: `thirdPartyBrand.mapped.${value}` })),
    },
  },

  columns: pageColumns(thirdPartyBrandColumns, {
    brandName: {
      view: { kind: 'text', labelKeyOf: (value) => (value ? undefined : 'thirdPartyBrand.unmappedTag') },
    },
    status: { view: { kind: 'status', statusMap: thirdPartyBrandStatusMap }, width: 100 },
  }),
});

/** Enable and disable from the machine: row and bulk actions, disable with an optional remark. */
export const thirdPartyBrandStatusActions = machineActions<ThirdPartyBrand, 'enable' | 'disable'>(
  thirdPartyBrandMachine,
  {
    events: ['enable', 'disable'],
    danger: ['disable'],
    run: (row, event, { remark }) =>
      api(changeThirdPartyBrandStatus, { thirdPartyBrandId: row.thirdPartyBrandId, event, remark }),
  },
);
