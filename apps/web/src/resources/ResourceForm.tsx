import { ErrorCode } from '@procuremart/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Form, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { feedback } from '../app/feedback';
import { formErrorBehaviour, showServerFieldError } from '../forms/field-errors';
import { useClickGuard } from '../forms/use-click-guard';
import { FormField } from './FormField';
import type { Glossary } from './glossary-label';
import { showErrorNotice } from './show-error-notice';
import type { FieldDescriptor } from './types';

/** The API client's options a form passes on: it shows failures itself (under the field where it can). */
export interface FormCallOptions {
  notify: false;
}

export interface ResourceFormProps<V extends object, Out> {
  open: boolean;
  titleKey: string;
  /** The call's input schema: required fields, limits and messages come from it (as the server checks). */
  schema?: z.ZodType;
  fields: readonly FieldDescriptor<keyof V & string>[];
  /** The domain's field glossary: the labels of items that name none. */
  glossary?: Glossary;
  initialValues?: Partial<V>;
  /** Sends the values, e.g. `(values, options) => api(createBrand, values, options)`. */
  submit: (values: V, options: FormCallOptions) => Promise<Out>;
  /** i18n key of the success message; 'resource.saved' by default. */
  successKey?: string;
  /** i18n key of the submit button; 'resource.save' by default. */
  submitKey?: string;
  /** Asks first, once the fields pass (e.g. a message sent to everyone): the question and its hint. */
  confirm?: { titleKey: string; descriptionKey?: string };
  /** Queries to refresh after a save (the domain's key). */
  invalidateKey?: readonly unknown[];
  onClose: () => void;
  onSaved?: (result: Out) => void;
}

/** Blank optional inputs are left out, so the contract's defaults apply. */
function withoutBlanks<V extends object>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as V;
}

/** A modal form from field descriptors and the call's schema: contract rules, server field errors in place, 1 s click guard. */
export function ResourceForm<V extends object, Out>(props: ResourceFormProps<V, Out>) {
  const {
    open,
    titleKey,
    schema,
    fields,
    glossary,
    initialValues,
    submit,
    successKey,
    submitKey,
    confirm,
    invalidateKey,
    onClose,
    onSaved,
  } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const [locked, guard] = useClickGuard();
  const fieldNames = fields.map((field) => field.name);

  useLayoutEffect(() => {
    // Each opening starts from the record being edited (or blank), with no stale errors. Before the dialog is
    // painted: a passive effect could run after a quick click on Save and wipe the errors that click showed.
    if (open) form.resetFields();
  }, [open, form]);

  const save = useMutation({
    mutationFn: (values: V) => submit(withoutBlanks(values), { notify: false }),
    onSuccess: async (result) => {
      feedback.message.success(t(successKey ?? 'resource.saved'));
      onSaved?.(result);
      onClose();
      if (invalidateKey) await queryClient.invalidateQueries({ queryKey: invalidateKey });
    },
    onError: (error) => {
      if (!showServerFieldError(form, error, fieldNames)) showErrorNotice(error);
      // A stale edit: refresh the list so that the user sees what the other person saved.
      if (isApiError(error) && error.code === ErrorCode.conflict && invalidateKey) {
        void queryClient.invalidateQueries({ queryKey: invalidateKey });
      }
    },
  });

  const askFirst = (values: V) =>
    feedback.modal.confirm({
      title: t(confirm?.titleKey ?? ''),
      content: confirm?.descriptionKey ? t(confirm.descriptionKey) : undefined,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
      onOk: () => save.mutateAsync(values).catch(() => undefined),
    });

  return (
    <Modal
      open={open}
      title={t(titleKey)}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="form-cancel">
          {t('resource.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={save.isPending}
          disabled={locked && !save.isPending}
          onClick={guard(() => form.submit())}
          data-testid="form-submit"
        >
          {t(submitKey ?? 'resource.save')}
        </Button>,
      ]}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => (confirm ? askFirst(values) : save.mutate(values))}
        {...formErrorBehaviour}
      >
        {fields.map((field) => (
          <FormField key={field.name} field={field} schema={schema} glossary={glossary} />
        ))}
      </Form>
    </Modal>
  );
}
