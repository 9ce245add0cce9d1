import type { CommodityDetail } from '@procuremart/contract';
import { commodityGlossary } from '@procuremart/contract';
import { createElement, type ReactNode } from 'react';
import type { PageOrPages } from '../../app/tabs/page-params';
import { ApprovalTrail } from '../../resources/ApprovalTrail';
import { LinesTable } from '../../resources/LinesTable';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { DetailSection } from '../../resources/types';
import { RelatedGoodsEditor } from '../groups/RelatedGoodsEditor';
import { ChosenValues } from './ChosenValues';
import { skuStatusView } from './commodity-resource';
import { commodityKeys } from './keys';

type SkuLine = CommodityDetail['skus'][number];

const sections: DetailSection<CommodityDetail>[] = [
  {
    titleKey: 'commodity.section.basic',
    items: [
      { field: 'spuName', span: 'filled' },
      { field: 'categoryName' },
      { field: 'brandName' },
      { field: 'supplierName' },
      {
        field: 'attributes',
        span: 'filled',
        view: {
          kind: 'custom',
          render: (spu) => createElement(ChosenValues, { choices: spu.attributes, withNames: true }),
        },
      },
      // Plain text, rendered as text: nothing in it can run.
      { field: 'description', span: 'filled' },
      { field: 'pictures', span: 'filled', view: { kind: 'files' } },
    ],
  },
];

const skuLines = (spu: CommodityDetail, skuLinks?: (sku: SkuLine) => ReactNode) =>
  createElement(LinesTable<SkuLine>, {
    titleKey: 'commodity.section.skus',
    rowKey: 'skuId',
    rows: spu.skus,
    columns: [
      { field: 'skuName', titleKey: 'commodity.field.skuName' },
      {
        field: 'specs',
        titleKey: 'commodity.field.specs',
        view: {
          kind: 'custom',
          render: (sku) => createElement(ChosenValues, { choices: sku.specs, withNames: false }),
        },
      },
      { field: 'supplierSkuCode', titleKey: 'commodity.field.supplierSkuCode' },
      { field: 'model', titleKey: 'commodity.field.model' },
      { field: 'unit', titleKey: 'commodity.field.unit' },
      { field: 'salePrice', titleKey: 'commodity.field.salePrice', view: { kind: 'amount' } },
      { field: 'marketPrice', titleKey: 'commodity.field.marketPrice', view: { kind: 'amount' } },
      { field: 'taxRate', titleKey: 'commodity.field.taxRate' },
      { field: 'stock', titleKey: 'commodity.field.stock' },
      { field: 'status', titleKey: 'commodity.field.status', view: skuStatusView },
      ...(skuLinks
        ? [
            {
              field: 'skuId' as const,
              titleKey: 'resource.actions',
              view: { kind: 'custom' as const, render: skuLinks },
            },
          ]
        : []),
    ],
  });

const eventLabelKeys = Object.fromEntries(
  [
    'submit',
    'list',
    'passFirst',
    'rejectFirst',
    'passSecond',
    'rejectSecond',
    'takeOffShelf',
    'forceOffShelf',
    'restore',
  ].map((event) => [event, `commodity.event.${event}`]),
);

/**
 * One SPU in its own tab (`?spuId=…`): its facts, pictures, SKUs and every SKU's status history; `skuLinks`
 * adds a column of links per SKU (operators: price history and comparison).
 */
export function CommodityDetailView({
  page,
  load,
  skuLinks,
}: {
  /** The detail pages showing it: a supplier's off-shelf and listing-request details, or the operators'. */
  page: PageOrPages<'soldOutDetail' | 'soldUpDetail' | 'commodityDetail'>;
  load: (spuId: string) => Promise<CommodityDetail>;
  skuLinks?: (sku: SkuLine) => ReactNode;
}) {
  return (
    <ResourceDetailPage<CommodityDetail, 'soldOutDetail' | 'soldUpDetail' | 'commodityDetail'>
      glossary={commodityGlossary}
      page={page}
      idParam="spuId"
      queryKey={commodityKeys.spu}
      load={load}
      recordTitle={(spu) => spu.spuName}
      invalidateKey={commodityKeys.skus()}
      tabs={[
        { key: 'basic', labelKey: 'commodity.tab.basic', sections, lines: (spu) => skuLines(spu, skuLinks) },
        {
          key: 'related',
          labelKey: 'related.title',
          render: (spu) => createElement(RelatedGoodsEditor, { spuId: spu.spuId }),
        },
        {
          key: 'history',
          labelKey: 'commodity.tab.history',
          history: {
            of: (spu) =>
              spu.history.map((h) => ({
                ...h,
                fromStatus: String(h.fromStatus),
                toStatus: String(h.toStatus),
                remark: h.remark,
              })),
            eventLabelKeys,
          },
        },
        {
          key: 'approvals',
          labelKey: 'resource.approvalTrail.tab',
          render: (spu) =>
            createElement(ApprovalTrail<CommodityDetail['approvals'][number]>, {
              tasks: spu.approvals,
              subjectOf: (task) => spu.skus.find((sku) => sku.skuId === task.skuId)?.skuName ?? task.skuId,
            }),
        },
      ]}
    />
  );
}
