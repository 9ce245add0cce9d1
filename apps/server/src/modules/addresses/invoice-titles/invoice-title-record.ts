import { invoiceTitleSchema } from '@procuremart/contract';
import { rowReader } from '../../../platform/row-reader';
import { invoiceTitles } from '../tables';

/** An invoice title as the contract shows it: its own columns, its id as invoiceTitleId. */
const invoiceTitleRow = rowReader(invoiceTitleSchema, invoiceTitles, { invoiceTitleId: invoiceTitles.id });

export const invoiceTitleColumns = invoiceTitleRow.columns;
export const toInvoiceTitle = invoiceTitleRow.toRow;
