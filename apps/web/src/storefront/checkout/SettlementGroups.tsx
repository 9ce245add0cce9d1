import { MAX_ORDER_GROUPS, type Settlement } from '@procuremart/contract';
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettlementGroupCard } from './SettlementGroupCard';

export interface SettlementGroupsProps {
  settlement: Settlement;
  remarks: Record<string, string>;
  onRemark: (groupKey: string, remark: string) => void;
  /** Given under purchaseUnitGroup: each line then has its unit picker. */
  onLineUnit?: (skuId: string, orgUnitId: string) => void;
  /** Given under orderGroup: each line then has its group picker. */
  onLineGroup?: (skuId: string, groupNo: number) => void;
}

/** The supplier orders a checkout becomes, numbered in page order. */
export function SettlementGroups({
  settlement,
  remarks,
  onRemark,
  onLineUnit,
  onLineGroup,
}: SettlementGroupsProps) {
  const { t } = useTranslation();
  if (settlement.groups.length === 0) return <Empty description={t('checkout.nothingToOrder')} />;
  const units = onLineUnit ? { orgUnits: settlement.orgUnits, onLineUnit } : undefined;
  const groups = onLineGroup ? { count: groupChoices(settlement), onLineGroup } : undefined;
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
          groups={groups}
        />
      ))}
    </Flex>
  );
}

/** How many groups a shop's lines may form: one per line, at most MAX_ORDER_GROUPS. */
function groupChoices(settlement: Settlement): (shopId: string) => number {
  const linesPerShop = new Map<string, number>();
  for (const line of settlement.groups.flatMap((g) => g.lines))
    linesPerShop.set(line.supplierShopId, (linesPerShop.get(line.supplierShopId) ?? 0) + 1);
  return (shopId) => Math.min(linesPerShop.get(shopId) ?? 1, MAX_ORDER_GROUPS);
}
