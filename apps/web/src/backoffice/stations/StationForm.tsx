import { type CallInput, type StationRow, saveStation, stationGlossary } from '@procuremart/contract';
import { queryOrgTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { currentLocale } from '../../i18n';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { stationKeys } from './keys';

type Values = CallInput<typeof saveStation>;
type Field = FieldDescriptor<keyof Values & string>;

const own: Field[] = [
  { kind: 'text', name: 'stationCode', extraKey: 'station.codeHint' },
  { kind: 'text', name: 'stationName' },
  { kind: 'text', name: 'stationNameEn' },
  { kind: 'textarea', name: 'remark' },
];

/** Every top organisation an operator may put a station in: operating centres, enterprises, suppliers. */
async function topOrgs() {
  const trees = await Promise.all(
    (['inner', 'external', 'innerSupplier'] as const).map((treeKind) => api(queryOrgTree, { treeKind })),
  );
  const en = currentLocale() === 'en-US';
  return trees
    .flatMap((tree) => tree.orgs)
    .filter((org) => org.parentId === null)
    .map((org) => ({ value: org.orgId, label: en && org.nameEn ? org.nameEn : org.name }));
}

function useStationFields(open: boolean, editing: Editing<StationRow>): Field[] {
  const { kind } = useSession();
  const choosing = editing.mode === 'create' && kind === 'operator';
  const { data: options = [] } = useQuery({
    queryKey: stationKeys.placements(),
    queryFn: topOrgs,
    enabled: open && choosing,
  });
  if (!choosing) return own;
  return [{ kind: 'select', name: 'orgId', options, extraKey: 'station.orgHint' }, ...own];
}

/** Add a station (an operator chooses its organisation) and edit one. */
export const StationForm = formFor(saveStation, saveStation, {
  texts: 'station',
  glossary: stationGlossary,
  useFields: useStationFields,
  values: (station: StationRow) => ({
    stationCode: station.stationCode,
    stationName: station.stationName,
    stationNameEn: station.stationNameEn,
    remark: station.remark,
  }),
  updateInput: (values: Values, station: StationRow) => ({ ...values, stationId: station.stationId }),
  invalidate: stationKeys.all,
});
