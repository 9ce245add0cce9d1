import { z } from 'zod';
import { defineCall } from '../define-call';
import { CancelApplicationStatus, type CancelApplicationStatusCode } from '../dictionaries';
import { cancelApplyGlossary } from '../glossaries/cancellation';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { ORDER_PERMISSION } from '../machines/order';
import { moneyOutputSchema } from '../money-schema';
import { cancelApplicationSchema, orderRowSchema } from '../orders';

/** The status tabs of the buyer's cancellation applications, each the statuses it shows (`all`: every one). */
export const CANCEL_APPLY_TABS = {
  all: [],
  pending: [CancelApplicationStatus.pending],
  agreed: [CancelApplicationStatus.agreed],
  refused: [CancelApplicationStatus.refused],
} as const satisfies Record<string, readonly CancelApplicationStatusCode[]>;
export type CancelApplyTab = keyof typeof CANCEL_APPLY_TABS;
export const CANCEL_APPLY_TAB_KEYS = Object.keys(CANCEL_APPLY_TABS) as [CancelApplyTab, ...CancelApplyTab[]];

/** A cancellation application with the order it asks to cancel, as the buyer's list shows it. */
export const cancelApplyRowSchema = cancelApplicationSchema.extend({
  /** OrderStatus code of the order now. */
  orderStatus: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string(),
  amount: moneyOutputSchema,
});
export type CancelApplyRow = z.infer<typeof cancelApplyRowSchema>;

export const CANCEL_APPLY_SORT_FIELDS = ['createdAt'] as const;

export const queryMyCancelApplyList = defineCall({
  name: 'peb_queryMyCancelApplyList',
  audience: ['purchaser'],
  permission: ORDER_PERMISSION.myCancelApplications,
  summary:
    "The caller's applications to cancel confirmed orders, by status tab and filters, with tab counts.",
  input: listInput(
    defineFilters(cancelApplyGlossary, {
      tab: filter.tab(CANCEL_APPLY_TAB_KEYS),
      orderNo: filter.text(24),
      /** Supplier or shop name, Chinese or English, contained. */
      supplierName: filter.text(60),
      createdAt: filter.dateRange('createdFrom', 'createdTo'),
    }),
    CANCEL_APPLY_SORT_FIELDS,
  ),
  output: pageOf(cancelApplyRowSchema).extend({
    tabCounts: z.record(z.enum(CANCEL_APPLY_TAB_KEYS), z.number().int()),
  }),
});

export const cancelApplyDetailSchema = z.object({
  application: cancelApplyRowSchema,
  /** The order's summary; its detail page is `agrMyOrderDetail?orderId=…`. */
  order: orderRowSchema,
});
export type CancelApplyDetail = z.infer<typeof cancelApplyDetailSchema>;

export const getCancelApplyDetail = defineCall({
  name: 'peb_getCancelApplyDetail',
  audience: ['purchaser'],
  permission: ORDER_PERMISSION.myCancelApplications,
  summary: "One of the caller's cancellation applications with the order's summary.",
  input: z.object({ applicationId: idSchema }).strict(),
  output: cancelApplyDetailSchema,
});
