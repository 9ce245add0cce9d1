import { addInvoiceTitle, type InvoiceTitle, refOf, updateInvoiceTitle } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import {
  type InvoiceTitleFormValues,
  invoiceTitleFields,
  invoiceTitleFormValues,
} from './invoice-title-resource';
import { addressKeys } from './keys';

export type InvoiceTitleEditing = { mode: 'create' } | { mode: 'edit'; title: InvoiceTitle };

/** Add/edit invoice title in a modal; the special-invoice fields become required when the switch is on. */
export function InvoiceTitleForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: InvoiceTitleEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo(
    () => (editing.mode === 'edit' ? invoiceTitleFormValues(editing.title) : undefined),
    [editing],
  );
  const isEdit = editing.mode === 'edit';
  const submit = (values: InvoiceTitleFormValues, options: { notify: false }) => {
    if (editing.mode === 'edit') {
      const { invoiceTitleId, version } = editing.title;
      return api(refOf(updateInvoiceTitle), { ...values, invoiceTitleId, version }, options);
    }
    return api(refOf(addInvoiceTitle), values, options);
  };
  return (
    <ResourceForm<InvoiceTitleFormValues, InvoiceTitle>
      open={open}
      titleKey={isEdit ? 'invoiceTitle.editTitle' : 'invoiceTitle.createTitle'}
      schema={isEdit ? updateInvoiceTitle.input : addInvoiceTitle.input}
      fields={invoiceTitleFields}
      initialValues={initialValues}
      submit={submit}
      successKey={isEdit ? 'invoiceTitle.success.updated' : 'invoiceTitle.success.created'}
      invalidateKey={addressKeys.invoiceTitles()}
      onClose={onClose}
    />
  );
}
