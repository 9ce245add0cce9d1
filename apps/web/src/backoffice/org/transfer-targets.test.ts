import type { OrgRow } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { transferTargets } from './TransferForm';

const org = (orgId: string, parentId: string | null, name: string, state = '01') =>
  ({ orgId, parentId, name, nameEn: '', state, version: 1 }) as OrgRow;

describe('where a department may move', () => {
  const rows = [
    org('1', null, '华东'),
    org('2', '1', '行政部'),
    org('3', '1', '工程部'),
    org('4', '3', '设备组'),
    org('5', '1', '停用部', '03'),
    org('6', null, '北方'),
    org('7', '6', '采购部'),
  ];

  it('offers its own enterprise in operation, never itself, its own departments, its parent or another enterprise', () => {
    const engineering = rows[2] as OrgRow;
    expect(transferTargets(rows, engineering, 'zh-CN')).toEqual([{ value: '2', label: '华东 / 行政部' }]);
    const equipment = rows[3] as OrgRow;
    expect(transferTargets(rows, equipment, 'en-US').map((o) => o.value)).toEqual(['1', '2']);
  });
});
