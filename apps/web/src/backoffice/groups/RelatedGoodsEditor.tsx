import { PlusOutlined } from '@ant-design/icons';
import { MAX_RELATED_GOODS, type MemberSku } from '@procuremart/contract';
import { queryRelatedGoodsSetting, saveRelatedGoods } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { groupKeys } from './keys';
import { MemberTable } from './MemberTable';
import { SkuPicker } from './SkuPicker';

/**
 * An SPU's related goods (its supplier's or an operator's view): pick, order and remove up to
 * MAX_RELATED_GOODS SKUs, then save them at once.
 */
export function RelatedGoodsEditor({ spuId }: { spuId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: groupKeys.related(spuId),
    queryFn: () => api(queryRelatedGoodsSetting, { spuId }, { notify: false }),
  });
  const [draft, setDraft] = useState<MemberSku[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);

  if (setting.isError)
    return (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={t('resource.loadFailedHint')}
        extra={<Button onClick={() => void setting.refetch()}>{t('resource.retry')}</Button>}
      />
    );
  if (!setting.data) return <Skeleton active />;
  const rows = draft ?? setting.data.skus;
  const save = async () => {
    setSaving(true);
    try {
      await api(saveRelatedGoods, { spuId, skuIds: rows.map((s) => s.skuId) });
      feedback.message.success(t('related.saved'));
      await queryClient.invalidateQueries({ queryKey: groupKeys.related(spuId) });
      setDraft(null);
    } catch {
      // Shown by the API client; the draft stays to correct and save again.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t('related.title')} data-testid="related-goods-editor">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('related.hint', { max: MAX_RELATED_GOODS })}</Typography.Text>
        {draft !== null && <Alert type="warning" showIcon title={t('related.unsaved')} />}
        <MemberTable
          rows={rows}
          busy={saving}
          emptyText={t('related.empty')}
          toolbar={
            <>
              <Button
                icon={<PlusOutlined />}
                disabled={rows.length >= MAX_RELATED_GOODS}
                onClick={() => setPicking(true)}
                data-testid="related-add"
              >
                {t('related.add')}
              </Button>
              <Button
                type="primary"
                loading={saving}
                disabled={draft === null}
                onClick={save}
                data-testid="related-save"
              >
                {t('related.save')}
              </Button>
            </>
          }
          onReorder={(next) => setDraft(next)}
          onRemove={(ids) => setDraft(rows.filter((s) => !ids.includes(s.skuId)))}
        />
      </Space>
      <SkuPicker
        open={picking}
        chosenIds={rows.map((s) => s.skuId)}
        remaining={MAX_RELATED_GOODS - rows.length}
        onClose={() => setPicking(false)}
        onPick={async (skus) => {
          setDraft([...rows, ...skus]);
          setPicking(false);
        }}
      />
    </Card>
  );
}
