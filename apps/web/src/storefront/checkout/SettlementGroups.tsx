import type { Settlement } from '@procuremart/contract';
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettlementGroupCard } from './SettlementGroupCard';

export interface SettlementGroupsProps {
  settlement: Settlement;
  remarks: Record<string, string>;
  onRemark: (groupKey: string, remark: string) => void;
  /** Given under purchaseUnitGroup: each line then has its unit picker. */
  onLineUnit?: (skuId: string, orgUnitId: string) => void;
}

/** The supplier orders a checkout becomes, numbered in page order. */
export function SettlementGroups({ settlement, remarks, onRemark, onLineUnit }: SettlementGroupsProps) {
  const { t } = useTranslation();
  if (settlement.groups.length === 0) return <Empty description={t('checkout.nothingToOrder')} />;
  const units = onLineUnit ? { orgUnits: settlement.orgUnits, onLineUnit } : undefined;
  return (
    <Flex vertical gap={12}>
      {settlement.groups.map((group, index) => (
        <SettlementGroupCard
          key={group.groupKey}
          group={group}
          no={index + 1}
          remark={remarks[group.groupKey] ?? ''}
          onRemark={(remark) => onRemark(group.groupKey, remark)}
          units={units}
        />
      ))}
    </Flex>
  );
}
