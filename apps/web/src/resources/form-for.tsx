import { type CallDef, type CallInput, type CallOutput, refOf } from '@procuremart/contract';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { type Glossary, labelKeyOf } from './glossary-label';
import { type PageView, viewLink } from './page-view';
import { type FormCallOptions, ResourceForm } from './ResourceForm';
import type { ConfirmText, FieldDescriptor } from './types';

/** What a create/edit form is doing: creating (with what the page knows, e.g. the parent) or editing a record. */
export type Editing<Rec, Ctx extends object = object> =
  | ({ mode: 'create' } & Ctx)
  | { mode: 'edit'; record: Rec };

type Fields<V> = readonly FieldDescriptor<keyof V & string>[];
type Of<Rec, Ctx extends object, T> = (editing: Editing<NoInfer<Rec>, NoInfer<Ctx>>) => T;

/** What every form declares, whichever calls it makes. */
interface FormSpecBase<V extends object, Rec, Ctx extends object> {
  /**
   * The texts' prefix: titles `<texts>.createTitle` / `<texts>.editTitle`, success messages
   * `<texts>.success.created` / `<texts>.success.updated`.
   */
  texts: string;
  /** The domain's field glossary (`contract/src/glossaries`): the label of each item that names none. */
  glossary?: Glossary;
  /** The form items (or, by what is edited, e.g. a code given only when adding); rules come from the schema. */
  fields?: Fields<NoInfer<V>> | Of<Rec, Ctx, Fields<NoInfer<V>>>;
  /** Items that depend on loaded options (a hook: it may query while the form is open). */
  useFields?: (open: boolean, editing: Editing<NoInfer<Rec>, NoInfer<Ctx>>) => Fields<NoInfer<V>>;
  /** The queries a save refreshes (the domain's key). */
  invalidate: readonly unknown[] | Of<Rec, Ctx, readonly unknown[]>;
  /** A title other than `<texts>.createTitle` / `editTitle` (e.g. "add a child" under a parent). */
  titleKey?: Of<Rec, Ctx, string>;
  /** A success message other than `<texts>.success.created` / `updated` (e.g. "sent"). */
  successKey?: Of<Rec, Ctx, string>;
  /** The save button's label, when not "save" (e.g. "send"). */
  submitKey?: string;
  /** Asks first, once the fields pass (e.g. a message sent to everyone). */
  confirm?: ConfirmText;
}

/** A form that creates: what the create call takes and where it goes after. */
interface CreateSpec<CC extends CallDef, V extends object, Ctx extends object> {
  /** The starting values of a new record (or, from what the page knew, e.g. the brand applied for again). */
  blank?: Partial<NoInfer<V>> | ((context: Ctx) => Partial<NoInfer<V>>);
  /** The create call's input from the values and what the page knew (default: the values as they are). */
  createInput?: (values: V, context: Ctx) => CallInput<CC>;
  /** The page opened after a record is created (e.g. its detail in its own tab). */
  openAfterCreate?: PageView<CallOutput<CC> & object>;
}

/** A form that edits: the record's values and the update call's input. */
interface UpdateSpec<UC extends CallDef, V extends object, Rec> {
  /** The form's values of a record being edited. */
  values: (record: Rec) => Partial<V>;
  /** The update call's input: the values with the record's id and the version read with it (stale → E409). */
  updateInput: (values: V, record: Rec) => CallInput<UC>;
}

export type FormForSpec<
  CC extends CallDef,
  UC extends CallDef,
  V extends object,
  Rec,
  Ctx extends object,
> = FormSpecBase<V, Rec, Ctx> & CreateSpec<CC, V, Ctx> & UpdateSpec<UC, V, Rec>;

export interface FormForProps<Rec, Ctx extends object, Out> {
  open: boolean;
  /** What the form does; null before the page first opens it. */
  editing: Editing<Rec, Ctx> | null;
  onClose: () => void;
  onSaved?: (result: Out) => void;
}

type AnySpec = FormSpecBase<object, unknown, object> &
  Partial<CreateSpec<CallDef, object, object>> &
  Partial<UpdateSpec<CallDef, object, unknown>>;

/**
 * One create/edit form for a pair of calls (the same call twice where one call saves both; `null` for a form
 * that only creates, e.g. a message sent, or only edits, e.g. a mapping): the schema of the call being made
 * checks the fields, the save button is guarded against double clicks, server field errors land under their
 * fields, a stale edit refreshes the list, and a save refreshes the domain's views and may open the new
 * record's page.
 */
export function formFor<CC extends CallDef, V extends object, Ctx extends object = object>(
  createCall: CC,
  updateCall: null,
  spec: FormSpecBase<V, never, Ctx> & CreateSpec<CC, V, Ctx>,
): (props: FormForProps<never, Ctx, CallOutput<CC>>) => React.JSX.Element;
export function formFor<UC extends CallDef, V extends object, Rec>(
  createCall: null,
  updateCall: UC,
  spec: FormSpecBase<V, Rec, never> & UpdateSpec<UC, V, Rec>,
): (props: FormForProps<Rec, never, CallOutput<UC>>) => React.JSX.Element;
export function formFor<
  CC extends CallDef,
  UC extends CallDef,
  V extends object,
  Rec,
  Ctx extends object = object,
>(
  createCall: CC,
  updateCall: UC,
  spec: FormForSpec<CC, UC, V, Rec, Ctx>,
): (props: FormForProps<Rec, Ctx, CallOutput<CC> | CallOutput<UC>>) => React.JSX.Element;
export function formFor(createCall: CallDef | null, updateCall: CallDef | null, anySpec: object) {
  const spec = anySpec as AnySpec;
  // Every item has a label when declared: its own, or its glossary's.
  if (Array.isArray(spec.fields))
    for (const field of spec.fields) labelKeyOf(field.name, field.labelKey, spec.glossary);
  const createRef = createCall && refOf(createCall);
  const updateRef = updateCall && refOf(updateCall);
  const fieldsOf = (editing: Editing<unknown, object>) =>
    (typeof spec.fields === 'function' ? spec.fields(editing) : spec.fields) ?? [];
  const useFields =
    spec.useFields ?? ((_open: boolean, editing: Editing<unknown, object>) => fieldsOf(editing));
  const of = <T,>(
    value: T | ((editing: Editing<unknown, object>) => T),
    editing: Editing<unknown, object>,
  ) => (typeof value === 'function' ? (value as (editing: Editing<unknown, object>) => T)(editing) : value);

  function EntityForm({ open, editing: given, onClose, onSaved }: FormForProps<unknown, object, unknown>) {
    const navigate = useNavigate();
    // Before the page first opens the form there is nothing to edit: a closed form with no items.
    const editing: Editing<unknown, object> = given ?? { mode: 'create' };
    const fields = useFields(open, editing);
    const isEdit = editing.mode === 'edit';
    const initialValues = useMemo(() => {
      if (editing.mode === 'edit') return spec.values?.(editing.record);
      return typeof spec.blank === 'function' ? spec.blank(editing) : spec.blank;
    }, [editing]);
    const submit = (values: object, options: FormCallOptions): Promise<unknown> => {
      if (editing.mode === 'edit' && updateRef && spec.updateInput)
        return api(updateRef, spec.updateInput(values, editing.record) as never, options);
      if (editing.mode === 'create' && createRef) {
        const input = spec.createInput ? spec.createInput(values, editing) : values;
        return api(createRef, input as never, options);
      }
      return Promise.reject(new Error(`formFor(${spec.texts}): no call ${editing.mode}s`));
    };
    const saved = (result: unknown) => {
      onSaved?.(result);
      if (!isEdit && spec.openAfterCreate) navigate(viewLink(spec.openAfterCreate, result as object));
    };
    return (
      <ResourceForm<object, unknown>
        open={open && given !== null}
        titleKey={spec.titleKey?.(editing) ?? `${spec.texts}.${isEdit ? 'editTitle' : 'createTitle'}`}
        schema={(isEdit ? updateCall : createCall)?.input}
        fields={given === null ? [] : fields}
        glossary={spec.glossary}
        initialValues={initialValues}
        submit={submit}
        successKey={spec.successKey?.(editing) ?? `${spec.texts}.success.${isEdit ? 'updated' : 'created'}`}
        submitKey={spec.submitKey}
        confirm={spec.confirm}
        invalidateKey={of(spec.invalidate, editing)}
        onClose={onClose}
        onSaved={saved}
      />
    );
  }
  return EntityForm;
}

/**
 * A page's state of its create/edit form: `props` goes on the form, `edit(next)` opens it. What was edited is
 * kept after the form closes, so that its title does not flip while it fades out. A form that only edits
 * starts with nothing (`useEditing<Rec, never>()`).
 */
export function useEditing<Rec, Ctx extends object = object>(initial: Editing<Rec, Ctx> | null = null) {
  const [editing, setEditing] = useState(initial);
  const [open, setOpen] = useState(false);
  const edit = useCallback((next: Editing<Rec, Ctx>) => {
    setEditing(next);
    setOpen(true);
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  return { edit, props: { open, editing, onClose } };
}
