import type { InvoiceTitle } from '@procuremart/contract';
import { idText, isoText } from '../../../platform/ids';
import { invoiceTitles } from '../tables';

export const invoiceTitleColumns = {
  id: invoiceTitles.id,
  title: invoiceTitles.title,
  creditCode: invoiceTitles.creditCode,
  specialInvoice: invoiceTitles.specialInvoice,
  bankName: invoiceTitles.bankName,
  bankAccount: invoiceTitles.bankAccount,
  registeredAddress: invoiceTitles.registeredAddress,
  registeredPhone: invoiceTitles.registeredPhone,
  isDefault: invoiceTitles.isDefault,
  version: invoiceTitles.version,
  updatedAt: invoiceTitles.updatedAt,
};
type TitleRow = Omit<typeof invoiceTitles.$inferSelect, 'ownerKey' | 'orgId' | 'userId' | 'createdAt'>;

export const toInvoiceTitle = ({ id, updatedAt, ...row }: TitleRow): InvoiceTitle => ({
  invoiceTitleId: idText(id),
  ...row,
  updatedAt: isoText(updatedAt),
});
