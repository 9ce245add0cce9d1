import { z } from 'zod';
import { defineAuditAction } from '../audit';
import { defineCall } from '../define-call';
import { ShipmentStatus, type ShipmentStatusCode } from '../dictionaries';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { ORDER_PERMISSION } from '../machines/order';
import { shipmentSchema } from '../orders';
import { receivingGlossary } from '../receiving-columns';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { orderTarget, shipmentTarget } from './peb-orders';

/** The operation-log rows of the automatic receipt job's steps (shipments accepted, orders completed). */
export const autoReceiveAction = defineAuditAction(
  'peb_autoReceive',
  bilingual('自动验收', 'Automatic receipt'),
  shipmentTarget,
);

// The buyer's receiving (SPEC §7 "Orders"): arrival registration, acceptance or rejection of shipments,
// accepting a whole order's arrivals at once, the acceptance list and the delivery/acceptance histories.

export const RECEIVING_PERMISSION = ORDER_PERMISSION.acceptance;
/** Route name of the print view of an order's acceptance form or a shipment's delivery note. */
export const ACCEPTANCE_PRINT_PAGE = 'printAcceptOrder';
/** The supplier's print of a shipment's delivery note (the same print view, under its shipments page). */
export const SHIPPING_NOTE_PRINT_PAGE = 'printShippingNote';

/** A shipment as the receiving lists show it: the shipment with its order's key facts. */
export const arrivalRowSchema = shipmentSchema.extend({
  orderNo: z.string(),
  /** OrderStatus code of the shipment's order. */
  orderStatus: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string(),
  shopName: z.string(),
  shopNameEn: z.string(),
  buyerName: z.string(),
  orgName: z.string(),
  /** Pieces on the shipment, and how many of them arrived. */
  pieces: z.number().int(),
  arrivedPieces: z.number().int(),
});
export type ArrivalRow = z.infer<typeof arrivalRowSchema>;

/** The acceptance list's tabs, each the shipment statuses it shows (`all`: every one). */
export const ARRIVAL_TABS = {
  toRegister: [ShipmentStatus.shipped],
  toAccept: [ShipmentStatus.arrived],
  accepted: [ShipmentStatus.accepted],
  rejected: [ShipmentStatus.rejected],
  all: [],
} as const satisfies Record<string, readonly ShipmentStatusCode[]>;
export type ArrivalTab = keyof typeof ARRIVAL_TABS;
export const ARRIVAL_TAB_KEYS = Object.keys(ARRIVAL_TABS) as [ArrivalTab, ...ArrivalTab[]];

/** The filters of every receiving list. */
export const arrivalListFilters = {
  orderNo: filter.text(24),
  /** Supplier or shop name, Chinese or English, contained. */
  supplierName: filter.text(60),
  waybillNo: filter.text(40),
  /** When the shipment was sent. */
  createdAt: filter.dateRange('createdFrom', 'createdTo'),
};
const arrivalFilters = defineFilters(receivingGlossary, arrivalListFilters);
export const ARRIVAL_SORT_FIELDS = ['createdAt', 'orderNo', 'decidedAt'] as const;

export const queryArrivalAcceptList = defineCall({
  name: 'peb_queryArrivalAcceptList',
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  summary:
    "Shipments of the caller's orders (a receiver: of its organisation's orders) by tab: to register, to " +
    'accept, accepted, rejected, all; with filters and each tab’s count.',
  input: listInput(
    defineFilters(receivingGlossary, { tab: filter.tab(ARRIVAL_TAB_KEYS), ...arrivalListFilters }),
    ARRIVAL_SORT_FIELDS,
  ),
  output: pageOf(arrivalRowSchema).extend({
    tabCounts: z.record(z.enum(ARRIVAL_TAB_KEYS), z.number().int()),
  }),
});

export const queryHisDeliveryOrderList = defineCall({
  name: 'peb_queryHisDeliveryOrderList',
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  summary:
    'The history of deliveries to the caller (every shipment, newest first), with the receiving filters.',
  input: listInput(arrivalFilters, ARRIVAL_SORT_FIELDS),
  output: pageOf(arrivalRowSchema),
});

export const queryHisAcceptOrderList = defineCall({
  name: 'peb_queryHisAcceptOrderList',
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  summary: 'The history of acceptances: shipments accepted or rejected, latest decision first.',
  input: listInput(arrivalFilters, ARRIVAL_SORT_FIELDS),
  output: pageOf(arrivalRowSchema),
});

const shipmentStepOutput = z.object({
  shipmentId: idSchema,
  /** ShipmentStatus code after the step. */
  status: z.string(),
  orderId: idSchema,
  /** OrderStatus code after the step ('07' once every piece is accepted). */
  orderStatus: z.string(),
});

export const arrivalRegister = defineCall({
  name: 'peb_arrivalRegister',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  audit: {
    target: shipmentTarget,
    label: bilingual('到货登记', 'Register arrival'),
    targetKey: 'shipmentId',
  },
  summary:
    'The buyer (or a receiver of the organisation) registers how many pieces of each shipment line arrived ' +
    '(0 to the shipped number; lines not given arrived in full).',
  input: z
    .object({
      shipmentId: idSchema,
      lines: z
        .array(
          z
            .object({
              orderLineId: idSchema,
              num: z.number().int('validation.integer').min(0, 'receiving.arrivedNegative'),
            })
            .strict(),
        )
        .max(500),
    })
    .strict(),
  output: shipmentStepOutput,
});

export const confirmArrive = defineCall({
  name: 'peb_confirmArrive',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  audit: { target: shipmentTarget, label: bilingual('验收通过', 'Accept delivery'), targetKey: 'shipmentId' },
  summary:
    'Accepts an arrived shipment: its arrived pieces count as accepted (missing ones may be shipped again); ' +
    'the order completes once every piece is accepted.',
  input: z.object({ shipmentId: idSchema }).strict(),
  output: shipmentStepOutput,
});

const withinLength = (max: number) => (v: string) => textLength(v) <= max;

export const rejectArrive = defineCall({
  name: 'peb_rejectArrive',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  audit: {
    target: shipmentTarget,
    label: bilingual('验收拒收', 'Reject delivery'),
    targetKey: 'shipmentId',
    detailKey: 'reason',
  },
  summary: 'Rejects an arrived shipment with a reason; its pieces may be shipped again.',
  input: z
    .object({
      shipmentId: idSchema,
      reason: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .refine(withinLength(200), { message: 'validation.tooLong', params: { max: 200 } }),
    })
    .strict(),
  output: shipmentStepOutput,
});

export const allArrivalAccept = defineCall({
  name: 'peb_allArrivalAccept',
  writes: true,
  touches: ['order', 'shipment'],
  audience: ['purchaser'],
  permission: RECEIVING_PERMISSION,
  audit: { target: orderTarget, label: bilingual('全部验收', 'Accept all arrivals'), targetKey: 'orderId' },
  summary:
    'Accepts every arrived shipment of an order at once; the order completes if every piece is accepted.',
  input: z.object({ orderId: idSchema }).strict(),
  output: z.object({ orderId: idSchema, orderStatus: z.string(), accepted: z.number().int() }),
});
