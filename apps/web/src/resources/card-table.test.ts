import { describe, expect, it } from 'vitest';
import { cardColumns } from './card-table';

type Row = { id: string };

describe('cardColumns', () => {
  it('names each cell’s column, keeps a cell’s own attributes and puts the actions at the card’s foot', () => {
    const [name, amount, icon, actions] = cardColumns<Row>([
      { key: 'name', title: '名称', dataIndex: 'id' },
      { key: 'amount', title: '金额', onCell: () => ({ className: 'money' }) },
      { key: 'icon', title: () => 'x' },
      { key: 'actions', title: '操作' },
    ]);
    const row = { id: '1' };
    expect(name?.onCell?.(row, 0)).toEqual({ 'data-label': '名称' });
    expect(amount?.onCell?.(row, 0)).toEqual({ className: 'money', 'data-label': '金额' });
    expect(icon?.onCell).toBeUndefined();
    expect(actions?.onCell?.(row, 0)).toEqual({ className: 'pm-card-actions' });
  });
});
