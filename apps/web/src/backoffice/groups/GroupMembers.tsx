import { PlusOutlined } from '@ant-design/icons';
import { MAX_GROUP_SKUS } from '@procuremart/contract';
import {
  addCommodityGroupSkus,
  removeCommodityGroupSkus,
  sortCommodityGroupSkus,
} from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import type { GroupDetail } from './group-resource';
import { groupKeys } from './keys';
import { MemberTable } from './MemberTable';
import { SkuPicker } from './SkuPicker';

/** A group's SKUs in display order: add (search and pick), remove, move up or down; each change saved at once. */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { groupId } = group;
  const change = async (
    work: () => Promise<unknown>,
    successText: string | ((result: unknown) => string),
  ) => {
    setBusy(true);
    try {
      const result = await work();
      feedback.message.success(typeof successText === 'string' ? successText : successText(result));
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    } finally {
      setBusy(false);
    }
  };
  const changedCount = (result: unknown) => (result as { changed: number }).changed;
  return (
    <>
      <MemberTable
        testId="group-members"
        rows={group.skus}
        busy={busy}
        emptyText={t('group.skusEmpty')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="group-add-skus"
            disabled={group.skus.length >= MAX_GROUP_SKUS}
            onClick={() => setPicking(true)}
          >
            {t('group.action.addSkus')}
          </Button>
        }
        onReorder={(next) =>
          change(
            () => api(sortCommodityGroupSkus, { groupId, skuIds: next.map((s) => s.skuId) }),
            t('group.success.sorted'),
          ).catch(() => undefined)
        }
        onRemove={(skuIds) =>
          change(
            () => api(removeCommodityGroupSkus, { groupId, skuIds }),
            (result) => t('group.success.removed', { count: changedCount(result) }),
          ).catch(() => undefined)
        }
      />
      <SkuPicker
        open={picking}
        chosenIds={group.skus.map((s) => s.skuId)}
        remaining={MAX_GROUP_SKUS - group.skus.length}
        onClose={() => setPicking(false)}
        onPick={async (skus) => {
          await change(
            () => api(addCommodityGroupSkus, { groupId, skuIds: skus.map((s) => s.skuId) }),
            (result) => t('group.success.added', { count: changedCount(result) }),
          );
          setPicking(false);
        }}
      />
    </>
  );
}
