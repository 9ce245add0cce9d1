import type { MemberSku } from '@procuremart/contract';
import { searchSkuCandidates } from '@procuremart/contract/refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { formatAmount } from '../../resources/formatters';
import { groupKeys } from './keys';
import { SkuStatusTag } from './SkuStatusTag';

const PAGE_SIZE = 10;

export interface SkuPickerProps {
  open: boolean;
  /** SKUs already chosen: shown ticked and not pickable again. */
  chosenIds: readonly string[];
  /** How many more may be picked (none: no limit beyond the call's). */
  remaining?: number;
  onClose: () => void;
  /** Gets the picked SKUs; the picker closes once it resolves. */
  onPick: (skus: MemberSku[]) => Promise<unknown> | undefined;
}

/** A modal to find SKUs by name, SKU code or model (the caller's own for suppliers) and pick several. */
export function SkuPicker({ open, chosenIds, remaining, onClose, onPick }: SkuPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<MemberSku[]>([]);
  const [busy, setBusy] = useState(false);
  const input = { keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE };
  const page = useQuery({
    queryKey: groupKeys.candidates(input),
    queryFn: () => api(searchSkuCandidates, input),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const chosen = new Set(chosenIds);
  const full = remaining !== undefined && picked.length >= remaining;
  const close = () => {
    setPicked([]);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onPick(picked);
      setPicked([]);
    } catch {
      // The API client showed the failure; keep the picks to try again.
      setBusy(false);
      return;
    }
    setBusy(false);
  };
  const pickedIds = picked.map((s) => s.skuId);
  return (
    <Modal
      open={open}
      title={t('skuPick.title')}
      width={860}
      okText={t('skuPick.confirm')}
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Input.Search
          allowClear
          maxLength={60}
          placeholder={t('skuPick.keyword')}
          data-testid="sku-pick-keyword"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
        />
        <Typography.Text type="secondary">
          {t('skuPick.selected', { count: picked.length })}
          {remaining !== undefined &&
            `　${t('skuPick.limit', { count: Math.max(remaining - picked.length, 0) })}`}
        </Typography.Text>
        <Table<MemberSku>
          size="small"
          rowKey="skuId"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          locale={{ emptyText: page.isError ? t('resource.loadFailedHint') : t('skuPick.empty') }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...chosenIds, ...pickedIds],
            getCheckboxProps: (sku) => ({
              disabled: chosen.has(sku.skuId) || (full && !pickedIds.includes(sku.skuId)),
            }),
            onSelect: (sku, selected) =>
              setPicked((now) => (selected ? [...now, sku] : now.filter((s) => s.skuId !== sku.skuId))),
            onSelectAll: (selected, _rows, changed) => {
              const fresh = changed.filter((s) => s && !chosen.has(s.skuId));
              setPicked((now) =>
                selected
                  ? [...now, ...fresh.filter((s) => !now.some((p) => p.skuId === s.skuId))].slice(
                      0,
                      remaining ?? Number.POSITIVE_INFINITY,
                    )
                  : now.filter((p) => !fresh.some((s) => s.skuId === p.skuId)),
              );
            },
          }}
          columns={[
            { dataIndex: 'skuName', title: t('skuPick.field.skuName'), ellipsis: true },
            { dataIndex: 'supplierSkuCode', title: t('skuPick.field.supplierSkuCode'), width: 140 },
            { dataIndex: 'model', title: t('skuPick.field.model'), width: 110 },
            {
              dataIndex: 'salePrice',
              title: t('skuPick.field.salePrice'),
              align: 'right',
              width: 110,
              render: (value: string) => formatAmount(value),
            },
            {
              dataIndex: 'status',
              title: t('skuPick.field.status'),
              width: 110,
              render: (status: number) => <SkuStatusTag status={status} />,
            },
            { dataIndex: 'supplierName', title: t('skuPick.field.supplierName'), ellipsis: true },
          ]}
        />
      </Space>
    </Modal>
  );
}
