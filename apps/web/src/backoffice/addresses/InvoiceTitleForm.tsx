import { addInvoiceTitle, invoiceTitleGlossary, updateInvoiceTitle } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import {
  type InvoiceTitleFormValues,
  invoiceTitleFields,
  invoiceTitleFormValues,
} from './invoice-title-resource';
import { addressKeys } from './keys';

/** Add/edit invoice title in a modal; the special-invoice fields become required when the switch is on. */
export const InvoiceTitleForm = formFor(addInvoiceTitle, updateInvoiceTitle, {
  texts: 'invoiceTitle',
  glossary: invoiceTitleGlossary,
  fields: invoiceTitleFields,
  values: invoiceTitleFormValues,
  updateInput: (values: InvoiceTitleFormValues, { invoiceTitleId, version }) => ({
    ...values,
    invoiceTitleId,
    version,
  }),
  invalidate: addressKeys.invoiceTitles(),
});
