import {
  addInvoiceTitle,
  deleteInvoiceTitle,
  queryInvoiceTitleList,
  setDefaultInvoiceTitle,
  updateInvoiceTitle,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listInvoiceTitles } from './invoice-title-list';
import * as writes from './invoice-title-writes';

export function registerInvoiceTitleRoutes(app: FastifyInstance): void {
  bindCall(app, queryInvoiceTitleList, ({ db, actor, input }) => listInvoiceTitles(db, actor, input));
  bindCall(app, addInvoiceTitle, ({ tx, actor, input }) => writes.addInvoiceTitle(tx, actor, input));
  bindCall(app, updateInvoiceTitle, ({ tx, actor, input }) => writes.updateInvoiceTitle(tx, actor, input));
  bindCall(app, deleteInvoiceTitle, ({ tx, actor, input }) => writes.deleteInvoiceTitle(tx, actor, input));
  bindCall(app, setDefaultInvoiceTitle, ({ tx, actor, input }) =>
    writes.setDefaultInvoiceTitle(tx, actor, input),
  );
}
