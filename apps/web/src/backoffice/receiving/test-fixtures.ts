import type { ArrivalRow, OrderDetail, Shipment } from '@procuremart/contract';
import { orderDetail } from '../orders/test-fixtures';

export const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  shipmentId: '31',
  shipmentNo: 'SH2026000031',
  orderId: '11',
  status: '1',
  carrier: '顺丰速运',
  waybillNo: 'SF1001',
  delivererName: '',
  delivererMobile: '',
  remark: '',
  rejectReason: '',
  autoAccepted: false,
  createdAt: '2026-11-21T02:00:00.000Z',
  arrivedAt: null,
  decidedAt: null,
  lines: [
    {
      orderLineId: '1',
      skuName: '得力 中性笔 0.5mm 黑色',
      skuNameEn: '',
      model: '0.5mm',
      unit: 'STK',
      num: 3,
      arrivedNum: 0,
    },
    {
      orderLineId: '2',
      skuName: '回形针 28mm',
      skuNameEn: 'Paper clip',
      model: '28mm',
      unit: 'BOX',
      num: 2,
      arrivedNum: 0,
    },
  ],
  actions: ['registerArrival'],
  ...overrides,
});

export const arrivalRow = (overrides: Partial<ArrivalRow> = {}): ArrivalRow => ({
  ...shipment(),
  orderNo: 'PO2026000011',
  orderStatus: '03',
  supplierName: '京津办公用品供应有限公司',
  supplierNameEn: 'Jingjin Office Supplies',
  shopName: '京津办公旗舰店',
  shopNameEn: '',
  buyerName: '张伟',
  orgName: '华东智造集团有限公司',
  pieces: 5,
  arrivedPieces: 0,
  ...overrides,
});

/** An order of two lines (pen 12.34 × 4, clip 0.10 × 3) with one shipment of 3 pens and 2 clips. */
export const deliveredOrder = (): OrderDetail => {
  const base = orderDetail();
  const pen = base.lines[0]!;
  return orderDetail({
    orderStatus: '03',
    lines: [
      { ...pen, unitPrice: '12.34', num: 4, amount: '49.36', shippedNum: 3, acceptedNum: 3 },
      {
        ...pen,
        orderLineId: '2',
        skuName: '回形针 28mm',
        unit: 'BOX',
        unitPrice: '0.10',
        num: 3,
        amount: '0.30',
        shippedNum: 2,
        acceptedNum: 2,
      },
    ],
    shipments: [shipment({ status: '3', decidedAt: '2026-11-22T02:00:00.000Z', actions: [] })],
  });
};
