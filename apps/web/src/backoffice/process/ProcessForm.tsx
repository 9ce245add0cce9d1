import { type CallInput, type ProcessLevel, processGlossary, saveProcess } from '@procuremart/contract';
import { queryEnterpriseOrgList } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { useDict } from '../../dictionaries/use-dict';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { processKeys } from './keys';
import { blankLevel, LevelsEditor } from './LevelsEditor';

type Values = CallInput<typeof saveProcess>;
type Field = FieldDescriptor<keyof Values & string>;

/** A draft being written: a new version of a process (versionId absent) or a draft changed. */
export interface DraftRecord {
  processId: string;
  versionId?: string;
  name: string;
  levels: ProcessLevel[];
}

const levelsField: Field = { kind: 'control', name: 'levels', control: LevelsEditor };

function useProcessFields(open: boolean, editing: Editing<DraftRecord>): Field[] {
  const { kind } = useSession();
  const kinds = useDict('BUSINESS_KIND').choices();
  const creating = editing.mode === 'create';
  const { data: orgs = [] } = useQuery({
    queryKey: [...processKeys.all, 'orgs'],
    queryFn: async () =>
      (await api(queryEnterpriseOrgList, { pageNo: 1, pageSize: 200 })).rows.map((org) => ({
        value: org.orgId,
        label: org.name,
      })),
    enabled: open && creating && kind === 'operator',
  });
  if (!creating) return [{ kind: 'text', name: 'name' }, levelsField];
  return [
    { kind: 'select', name: 'businessKind', options: kinds, required: true },
    ...(kind === 'operator'
      ? [{ kind: 'select', name: 'orgId', options: orgs, extraKey: 'process.orgHint' } as Field]
      : []),
    { kind: 'text', name: 'name' },
    levelsField,
  ];
}

/**
 * A new process with its first draft; a new draft of a process; a draft's levels changed. Only drafts change:
 * what is published or retired is what running approvals follow.
 */
export const ProcessForm = formFor(saveProcess, saveProcess, {
  texts: 'process',
  glossary: processGlossary,
  useFields: useProcessFields,
  invalidate: processKeys.all,
  blank: { levels: [blankLevel()] },
  values: (record: DraftRecord) => ({ name: record.name, levels: record.levels }),
  updateInput: (values: Values, record: DraftRecord) => ({
    processId: record.processId,
    ...(record.versionId ? { versionId: record.versionId } : {}),
    name: values.name,
    levels: values.levels,
  }),
  openAfterCreate: { page: 'processVer', params: (saved) => ({ processId: saved.processId }) },
});
