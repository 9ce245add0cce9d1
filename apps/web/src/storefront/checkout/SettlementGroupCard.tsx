import type { Settlement, SettlementGroup, SettlementLine } from '@procuremart/contract';
import { Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';

export interface SettlementGroupCardProps {
  group: SettlementGroup;
  no: number;
  remark: string;
  onRemark: (remark: string) => void;
  /** purchaseUnitGroup: the units a line may be bought for, and the change of a line's unit. */
  units?: { orgUnits: Settlement['orgUnits']; onLineUnit: (skuId: string, orgUnitId: string) => void };
  /** orderGroup: how many groups a shop's lines may form, and the change of a line's group. */
  groups?: { count: (shopId: string) => number; onLineGroup: (skuId: string, groupNo: number) => void };
}

/** One future supplier order: shop, unit, lines (those that cannot be ordered marked), freight, delivery, remark. */
export function SettlementGroupCard({
  group,
  no,
  remark,
  onRemark,
  units,
  groups,
}: SettlementGroupCardProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const freeRule =
    Number(group.freightFreeAbove) > 0
      ? t('checkout.freightRule', { amount: formatAmount(group.freightFreeAbove) })
      : null;
  return (
    <Card
      size="small"
      className="pm-checkout-group"
      data-testid="checkout-group"
      title={
        <Flex wrap gap={8} align="center">
          <span>{t('checkout.supplierOrder', { no })}</span>
          <Typography.Text strong data-testid="checkout-group-supplier">
            {nameOf(group.supplierName, group.supplierNameEn)}
          </Typography.Text>
          {group.orgUnitId && <Tag color="blue">{nameOf(group.orgUnitName, group.orgUnitNameEn)}</Tag>}
          {group.groupNo !== null && <Tag color="purple">{t('checkout.groupNo', { no: group.groupNo })}</Tag>}
        </Flex>
      }
      extra={
        <span className="pm-checkout-delivery">
          {t('checkout.delivery', { min: group.deliveryDaysMin, max: group.deliveryDaysMax })}
        </span>
      }
    >
      <div className="pm-checkout-shop">
        {t('checkout.shop', { name: nameOf(group.shopName, group.shopNameEn) })}
      </div>
      {group.lines.map((line) => (
        <SettlementLineRow key={line.skuId} line={line} units={units} groups={groups} />
      ))}
      <Flex wrap gap={16} justify="space-between" align="center" className="pm-checkout-group-foot">
        <Input
          className="pm-checkout-remark"
          aria-label={t('checkout.remark')}
          placeholder={t('checkout.remarkPlaceholder')}
          maxLength={200}
          value={remark}
          onChange={(event) => onRemark(event.target.value)}
          data-testid="checkout-remark"
        />
        <Flex vertical align="end" gap={2}>
          <span>
            {t('common.labelled', { label: t('checkout.freight') })}
            <span data-testid="checkout-group-freight">
              {Number(group.freight) === 0 ? t('checkout.freightFree') : `¥${formatAmount(group.freight)}`}
            </span>
            {freeRule && <span className="pm-checkout-muted">{t('common.aside', { text: freeRule })}</span>}
          </span>
          <span>
            {t('common.labelled', { label: t('checkout.orderAmount') })}
            <strong data-testid="checkout-group-amount">¥{formatAmount(group.amount)}</strong>
          </span>
        </Flex>
      </Flex>
    </Card>
  );
}

function SettlementLineRow({
  line,
  units,
  groups,
}: {
  line: SettlementLine;
  units: SettlementGroupCardProps['units'];
  groups: SettlementGroupCardProps['groups'];
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <div className={`pm-checkout-line${line.problem ? ' is-problem' : ''}`} data-testid="checkout-line">
      <img className="pm-checkout-picture" src={line.picture} alt="" loading="lazy" />
      <div className="pm-checkout-line-main">
        <div className="pm-checkout-line-name">{nameOf(line.skuName, line.skuNameEn)}</div>
        <div className="pm-checkout-muted">
          {[
            line.model,
            t('checkout.unitPrice', { price: formatAmount(line.price) }),
            t('checkout.taxRate', { rate: Number(line.taxRate) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        {line.problem && (
          <Tag color="error" data-testid="checkout-line-problem">
            {t(`checkout.problem.${line.problem}`, { stock: line.stock })}
          </Tag>
        )}
        {units && line.orgUnitId && (
          <Select
            size="small"
            className="pm-checkout-unit"
            aria-label={t('checkout.orgUnit')}
            value={line.orgUnitId}
            options={units.orgUnits.map((u) => ({ value: u.orgUnitId, label: nameOf(u.name, u.nameEn) }))}
            onChange={(value) => units.onLineUnit(line.skuId, value)}
          />
        )}
        {groups && line.groupNo !== null && (
          <Select
            size="small"
            className="pm-checkout-unit"
            aria-label={t('checkout.lineGroup')}
            value={line.groupNo}
            options={Array.from({ length: groups.count(line.supplierShopId) }, (_, i) => ({
              value: i + 1,
              label: t('checkout.groupNo', { no: i + 1 }),
            }))}
            onChange={(value) => groups.onLineGroup(line.skuId, value)}
            data-testid="checkout-line-group"
          />
        )}
      </div>
      <div className="pm-checkout-line-num">{t('checkout.quantity', { num: line.num })}</div>
      <div className="pm-checkout-line-amount" data-testid="checkout-line-amount">
        ¥{formatAmount(line.amount)}
      </div>
    </div>
  );
}
