import { ColumnStatus, contentArticleMachine, contentColumnMachine, ErrorCode } from '@procuremart/contract';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { contentArticles, contentColumns } from './tables';

export const articleNotFound = () => new BusinessError(ErrorCode.notFound, 'content.articleNotFound');
export const columnNotFound = () => new BusinessError(ErrorCode.notFound, 'content.columnNotFound');

/**
 * Articles step through their machine (operators only; the content pages' codes decide who writes and who
 * reviews). The step's remark is the row's reason, a passed article is stamped with who reviewed it. A
 * window already ended cannot be sent or passed: the article would never show.
 */
export const articleSteps = bindMachine({
  machine: contentArticleMachine,
  table: contentArticles,
  id: contentArticles.id,
  status: contentArticles.status,
  version: contentArticles.version,
  notFound: articleNotFound,
  stamp: ({ at, taker, remark }) => ({ reason: remark, updatedAt: at, updatedBy: taker.userId }),
  facts: async () => ({ at: now() }),
  guards: {
    throwIfWindowEnded: ({ row, at }) =>
      row.publishTo !== null && row.publishTo.getTime() <= at.getTime() ? 'content.windowEnded' : null,
  },
});

/** Columns are enabled and disabled by whoever manages columns. */
export const columnSteps = bindMachine({
  machine: contentColumnMachine,
  table: contentColumns,
  id: contentColumns.id,
  status: contentColumns.status,
  notFound: columnNotFound,
  stamp: ({ at, taker }) => ({ updatedAt: at, updatedBy: taker.userId }),
});

export const isEnabled = (column: { status: number }) => column.status === ColumnStatus.enabled;
