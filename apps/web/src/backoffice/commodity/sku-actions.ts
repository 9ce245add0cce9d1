import { type CommodityRow, skuMachine } from '@procuremart/contract';
import { forceOffShelf, requestOffShelf, restoreShelf, submitListing } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import type { ActionInput } from '../../resources/types';

type SkuEvent = (typeof skuMachine.transitions)[number]['event'];
type Step = (skuIds: string[], event: SkuEvent, input: ActionInput) => Promise<unknown>;

/** Actions of the SKU machine whose bulk form is one call with every selected SKU (all or nothing). */
function skuActions(events: SkuEvent[], danger: SkuEvent[], step: Step) {
  return machineActions<CommodityRow, SkuEvent>(skuMachine, {
    events,
    danger,
    run: (row, event, input) => step([row.skuId], event, input),
    runMany: (rows, event, input) =>
      step(
        rows.map((r) => r.skuId),
        event,
        input,
      ),
  });
}

/** The supplier's steps: request listing (audit or, with review off, straight on shelf), take off shelf. */
export const supplierSkuActions = skuActions(
  ['submit', 'takeOffShelf'],
  ['takeOffShelf'],
  (skuIds, event, { remark }) =>
    event === 'submit' ? api(submitListing, { skuIds }) : api(requestOffShelf, { skuIds, reason: remark }),
);

/** Operators force goods off shelf with a reason and restore them. */
export const shelfControlActions = skuActions(
  ['forceOffShelf', 'restore'],
  ['forceOffShelf'],
  (skuIds, event, { remark }) =>
    event === 'forceOffShelf'
      ? api(forceOffShelf, { skuIds, reason: remark })
      : api(restoreShelf, { skuIds, reason: remark }),
);
