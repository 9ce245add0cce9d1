import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { CategoryAttribute } from '@procuremart/contract';
import { deleteAttributeValue, saveAttributeValue, sortAttributeValues } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { localName } from '../../i18n/local-name';
import { categoryKeys } from './keys';

type Value = CategoryAttribute['values'][number];

interface ValueTexts {
  value: string;
  valueEn: string;
}

const EMPTY: ValueTexts = { value: '', valueEn: '' };
const trimmed = (texts: ValueTexts): ValueTexts => ({
  value: texts.value.trim(),
  valueEn: texts.valueEn.trim(),
});
const complete = (texts: ValueTexts) => texts.value.trim() !== '' && texts.valueEn.trim() !== '';

/**
 * The values of one attribute in their order, each in Chinese and English (both required): add, edit (a value
 * goods hold keeps its Chinese text, its English may be corrected), move up/down, delete (asks first; refused by
 * the server while goods hold it). Every change refreshes the category's attributes.
 */
export function AttributeValuesEditor({
  attribute,
  onClose,
}: {
  attribute: CategoryAttribute | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ValueTexts>(EMPTY);
  const [renaming, setRenaming] = useState<({ valueId: string } & ValueTexts) | null>(null);
  const [busy, setBusy] = useState(false);
  const values = attribute?.values ?? [];

  const change = async (work: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    try {
      await work();
      feedback.message.success(t(successKey));
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      return true;
    } catch {
      // The API client has shown the reason.
      return false;
    } finally {
      setBusy(false);
    }
  };
  if (!attribute) return null;
  const { attributeId } = attribute;

  const add = async () => {
    if (!complete(draft)) return;
    const sortNo = (values.at(-1)?.sortNo ?? 0) + 10;
    if (
      await change(
        () => api(saveAttributeValue, { attributeId, ...trimmed(draft), sortNo }),
        'attributeValue.success.added',
      )
    )
      setDraft(EMPTY);
  };
  const rename = async (item: Value) => {
    if (!renaming || !complete(renaming)) return;
    const texts = trimmed(renaming);
    const done = await change(
      () => api(saveAttributeValue, { attributeId, valueId: item.valueId, ...texts, sortNo: item.sortNo }),
      'attributeValue.success.saved',
    );
    if (done) setRenaming(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = values.map((v) => v.valueId);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void change(
      () => api(sortAttributeValues, { attributeId, valueIds: ids }),
      'attributeValue.success.sorted',
    );
  };

  const valueCell = (item: Value) =>
    renaming?.valueId === item.valueId ? (
      <Space.Compact>
        <Input
          value={renaming.value}
          maxLength={60}
          disabled={item.inUse}
          aria-label={t('attributeValue.valueZh')}
          onChange={(e) => setRenaming({ ...renaming, value: e.target.value })}
          onPressEnter={() => void rename(item)}
        />
        <Input
          value={renaming.valueEn}
          maxLength={60}
          aria-label={t('attributeValue.valueEn')}
          onChange={(e) => setRenaming({ ...renaming, valueEn: e.target.value })}
          onPressEnter={() => void rename(item)}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!complete(renaming)}
          onClick={() => void rename(item)}
        >
          {t('attributeValue.save')}
        </Button>
        <Button onClick={() => setRenaming(null)}>{t('attributeValue.cancel')}</Button>
      </Space.Compact>
    ) : (
      <Space>
        <span>{item.value}</span>
        <Typography.Text type="secondary">{item.valueEn}</Typography.Text>
        {item.inUse ? (
          <Tooltip title={t('attributeValue.inUseHint')}>
            <Tag color="orange">{t('attribute.inUseTag')}</Tag>
          </Tooltip>
        ) : null}
      </Space>
    );
  const actionsCell = (item: Value, index: number) => (
    <Space size={4}>
      <Tooltip title={t('attributeValue.moveUp')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('attributeValue.moveUp')}
          disabled={busy || index === 0}
          onClick={() => move(index, -1)}
        />
      </Tooltip>
      <Tooltip title={t('attributeValue.moveDown')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('attributeValue.moveDown')}
          disabled={busy || index === values.length - 1}
          onClick={() => move(index, 1)}
        />
      </Tooltip>
      <Button
        size="small"
        type="link"
        onClick={() => setRenaming({ valueId: item.valueId, value: item.value, valueEn: item.valueEn })}
      >
        {t('attributeValue.edit')}
      </Button>
      <Popconfirm
        title={t('attributeValue.confirmDelete')}
        onConfirm={() =>
          change(() => api(deleteAttributeValue, { valueId: item.valueId }), 'attributeValue.success.delete')
        }
      >
        <Button size="small" type="link" danger disabled={item.inUse}>
          {t('attributeValue.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Modal
      open
      title={t('attributeValue.title', { name: localName(i18n.language, attribute.name, attribute.nameEn) })}
      footer={null}
      onCancel={onClose}
    >
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          value={draft.value}
          maxLength={60}
          placeholder={t('attributeValue.newValue')}
          aria-label={t('attributeValue.newValue')}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          onPressEnter={() => void add()}
        />
        <Input
          value={draft.valueEn}
          maxLength={60}
          placeholder={t('attributeValue.newValueEn')}
          aria-label={t('attributeValue.newValueEn')}
          onChange={(e) => setDraft({ ...draft, valueEn: e.target.value })}
          onPressEnter={() => void add()}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!complete(draft)}
          data-testid="value-add"
          onClick={() => void add()}
        >
          {t('attributeValue.add')}
        </Button>
      </Space.Compact>
      <Table<Value>
        rowKey="valueId"
        size="small"
        showHeader={false}
        pagination={false}
        dataSource={values}
        locale={{ emptyText: <Empty description={t('attributeValue.empty')} /> }}
        onRow={(item) => ({ 'data-testid': `value-${item.valueId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'value', render: (_, item) => valueCell(item) },
          { key: 'actions', align: 'right', render: (_, item, index) => actionsCell(item, index) },
        ]}
      />
    </Modal>
  );
}
