import { type CallDef, type CallInput, type CallOutput, refOf } from '@procuremart/contract';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { type PageView, viewLink } from './page-view';
import { type FormCallOptions, ResourceForm } from './ResourceForm';
import type { FieldDescriptor } from './types';

/** What a create/edit form is doing: creating (with what the page knows, e.g. the parent) or editing a record. */
export type Editing<Rec, Ctx extends object = object> =
  | ({ mode: 'create' } & Ctx)
  | { mode: 'edit'; record: Rec };

export interface FormForSpec<
  CC extends CallDef,
  UC extends CallDef,
  V extends object,
  Rec,
  Ctx extends object,
> {
  /**
   * The texts' prefix: titles `<texts>.createTitle` / `<texts>.editTitle`, success messages
   * `<texts>.success.created` / `<texts>.success.updated`.
   */
  texts: string;
  /** The form items; rules, limits and messages come from the call's input schema. */
  fields: readonly FieldDescriptor<keyof NoInfer<V> & string>[];
  /** Items that depend on loaded options or on what is edited (a hook: it may query while the form is open). */
  useFields?: (
    open: boolean,
    editing: Editing<NoInfer<Rec>, NoInfer<Ctx>>,
  ) => readonly FieldDescriptor<keyof NoInfer<V> & string>[];
  /** The form's values of a record being edited. */
  values: (record: Rec) => Partial<V>;
  /** The starting values of a new record. */
  blank?: Partial<NoInfer<V>>;
  /** The create call's input from the values and what the page knew (default: the values as they are). */
  createInput?: (values: V, context: Ctx) => CallInput<CC>;
  /** The update call's input: the values with the record's id and the version read with it (stale → E409). */
  updateInput: (values: V, record: Rec) => CallInput<UC>;
  /** The queries a save refreshes (the domain's key). */
  invalidate: readonly unknown[] | ((editing: Editing<NoInfer<Rec>, NoInfer<Ctx>>) => readonly unknown[]);
  /** A title other than `<texts>.createTitle` / `editTitle` (e.g. "add a child" under a parent). */
  titleKey?: (editing: Editing<NoInfer<Rec>, NoInfer<Ctx>>) => string;
  /** The page opened after a record is created (e.g. its detail in its own tab). */
  openAfterCreate?: PageView<CallOutput<CC> & object>;
}

export interface FormForProps<Rec, Ctx extends object, Out> {
  open: boolean;
  editing: Editing<Rec, Ctx>;
  onClose: () => void;
  onSaved?: (result: Out) => void;
}

/**
 * One create/edit form for a pair of calls (the same call twice where one call saves both): the schema of
 * the call being made checks the fields, the save button is guarded against double clicks, server field
 * errors land under their fields, a stale edit refreshes the list, and a save refreshes the domain's views
 * and may open the new record's page.
 */
export function formFor<
  CC extends CallDef,
  UC extends CallDef,
  V extends object,
  Rec,
  Ctx extends object = object,
>(createCall: CC, updateCall: UC, spec: FormForSpec<CC, UC, V, Rec, Ctx>) {
  const createRef = refOf(createCall);
  const updateRef = refOf(updateCall);
  const useFields = spec.useFields ?? (() => spec.fields);
  type Out = CallOutput<CC> | CallOutput<UC>;

  function EntityForm({ open, editing, onClose, onSaved }: FormForProps<Rec, Ctx, Out>) {
    const navigate = useNavigate();
    const fields = useFields(open, editing);
    const isEdit = editing.mode === 'edit';
    const initialValues = useMemo(
      () => (editing.mode === 'edit' ? spec.values(editing.record) : spec.blank),
      [editing],
    );
    const submit = (values: V, options: FormCallOptions): Promise<Out> => {
      if (editing.mode === 'edit') return api(updateRef, spec.updateInput(values, editing.record), options);
      const input = spec.createInput ? spec.createInput(values, editing) : (values as CallInput<CC>);
      return api(createRef, input, options);
    };
    const saved = (result: Out) => {
      onSaved?.(result);
      if (!isEdit && spec.openAfterCreate)
        navigate(viewLink(spec.openAfterCreate, result as CallOutput<CC> & object));
    };
    return (
      <ResourceForm<V, Out>
        open={open}
        titleKey={spec.titleKey?.(editing) ?? `${spec.texts}.${isEdit ? 'editTitle' : 'createTitle'}`}
        schema={isEdit ? updateCall.input : createCall.input}
        fields={fields}
        initialValues={initialValues}
        submit={submit}
        successKey={`${spec.texts}.success.${isEdit ? 'updated' : 'created'}`}
        invalidateKey={typeof spec.invalidate === 'function' ? spec.invalidate(editing) : spec.invalidate}
        onClose={onClose}
        onSaved={saved}
      />
    );
  }
  return EntityForm;
}

/**
 * A page's state of its create/edit form: `props` goes on the form, `edit(next)` opens it. What was edited is
 * kept after the form closes, so that its title does not flip while it fades out.
 */
export function useEditing<Rec, Ctx extends object = object>(initial: Editing<Rec, Ctx>) {
  const [editing, setEditing] = useState(initial);
  const [open, setOpen] = useState(false);
  const edit = useCallback((next: Editing<Rec, Ctx>) => {
    setEditing(next);
    setOpen(true);
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  return { edit, props: { open, editing, onClose } };
}
