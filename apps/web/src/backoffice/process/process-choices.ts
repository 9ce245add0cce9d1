import {
  queryCategoryTree,
  queryMemberList,
  queryOrgTree,
  queryStations,
  selectRoles,
} from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { useDict } from '../../dictionaries/use-dict';
import { useLocalName } from '../../i18n/local-name';
import { processKeys } from './keys';

/**
 * The organisation a process being shown or edited belongs to: its id, null for the platform's process, undefined
 * while unknown (an operator creating a process before choosing its organisation counts as the platform's).
 */
export const ProcessOrgContext = createContext<string | null | undefined>(undefined);

export const useProcessOrg = () => useContext(ProcessOrgContext);

/** One choice of a picker; tree choices carry their parent (`pId`, '0' at the top) for antd's simple tree mode. */
export interface Choice {
  value: string;
  label: string;
}
export interface TreeChoice extends Choice {
  id: string;
  pId: string;
  title: string;
}

/** What the levels editor offers, and the names a saved level's ids and codes show as. */
export interface ProcessChoices {
  loading: boolean;
  members: Choice[];
  stations: Choice[];
  roles: Choice[];
  departments: TreeChoice[];
  categories: TreeChoice[];
  userName: (userId: string) => string;
  stationName: (stationId: string) => string;
  roleName: (roleCode: string) => string;
  deptName: (deptId: string) => string;
  categoryName: (categoryId: string) => string;
}

const PAGE = { pageNo: 1, pageSize: 200 } as const;
/** A picker's list the caller may not read leaves its ids as they are: no notice over the page. */
const QUIET = { notify: false } as const;
/** ROLE_KIND: 0 operation staff, 1 purchaser. */
const ROLE_KIND = { platform: 0, enterprise: 1 } as const;

const tree = (rows: { id: string; parentId: string | null; label: string }[]): TreeChoice[] => {
  const ids = new Set(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    // A row whose parent is outside the rows (an enterprise's top) is a top of the picker's tree.
    pId: row.parentId !== null && ids.has(row.parentId) ? row.parentId : '0',
    value: row.id,
    title: row.label,
    label: row.label,
  }));
};

const lookup = (choices: Choice[]) => {
  const names = new Map(choices.map((choice) => [choice.value, choice.label]));
  return (id: string) => names.get(String(id)) ?? `#${id}`;
};

/**
 * Members, stations, roles and departments of the process's organisation (an operator: the organisation the
 * process is for, the platform organisation's for the platform's process; an enterprise administrator: its own,
 * whatever it asks) and the category tree, read through the calls their own pages use.
 */
export function useProcessChoices(orgId: string | null | undefined, enabled = true): ProcessChoices {
  const { kind } = useSession();
  const localName = useLocalName();
  const roleCodes = useDict('ROLE_CODE');
  const operator = kind === 'operator';
  const platform = operator && !orgId;
  const key = [...processKeys.all, 'choices', operator ? (orgId ?? 'platform') : 'own'] as const;

  // Departments: the enterprise's tree; the platform's operating organisations for the platform's process.
  const orgTree = useQuery({
    queryKey: [...key, 'orgs'],
    queryFn: async () =>
      (
        await api(
          queryOrgTree,
          platform
            ? { treeKind: 'inner' }
            : { treeKind: 'enterprise', ...(operator ? { orgId: orgId! } : {}) },
          QUIET,
        )
      ).orgs,
    enabled,
  });
  const platformOrgId = orgTree.data?.find((org) => org.parentId === null)?.orgId;
  // Operators name the organisation to read; others always read their own.
  const scope = operator ? (platform ? platformOrgId : orgId!) : undefined;
  const scoped = enabled && (!operator || scope !== undefined);
  const members = useQuery({
    queryKey: [...key, 'members'],
    queryFn: async () =>
      (await api(queryMemberList, { ...PAGE, status: 1, ...(scope ? { orgId: scope } : {}) }, QUIET)).rows,
    enabled: scoped,
  });
  const stations = useQuery({
    queryKey: [...key, 'stations'],
    queryFn: async () =>
      (await api(queryStations, { ...PAGE, ...(scope ? { orgId: scope } : {}) }, QUIET)).rows,
    enabled: scoped,
  });
  const roles = useQuery({
    queryKey: [...key, 'roles'],
    queryFn: async () =>
      (await api(selectRoles, { ...PAGE, kind: platform ? ROLE_KIND.platform : ROLE_KIND.enterprise }, QUIET))
        .rows,
    enabled,
  });
  const categories = useQuery({
    queryKey: [...processKeys.all, 'choices', 'categories'],
    queryFn: async () => (await api(queryCategoryTree, {}, QUIET)).categories,
    enabled,
    staleTime: 60_000,
  });

  const memberChoices = (members.data ?? []).map((m) => ({
    value: m.userId,
    label: m.username ? `${m.userName} (${m.username})` : m.userName,
  }));
  const stationChoices = (stations.data ?? []).map((s) => ({
    value: s.stationId,
    label: localName(s.stationName, s.stationNameEn),
  }));
  const roleChoices = (roles.data ?? []).map((r) => ({
    value: r.roleCode,
    label: localName(r.roleName, r.roleNameEn),
  }));
  const departments = tree(
    (orgTree.data ?? []).map((o) => ({
      id: o.orgId,
      parentId: o.parentId,
      label: localName(o.name, o.nameEn),
    })),
  );
  const categoryChoices = tree(
    (categories.data ?? []).map((c) => ({
      id: c.categoryId,
      parentId: c.parentId,
      label: localName(c.name, c.nameEn),
    })),
  );
  const roleName = lookup(roleChoices);
  return {
    loading: [orgTree, members, stations, roles, categories].some((q) => q.isLoading),
    members: memberChoices,
    stations: stationChoices,
    roles: roleChoices,
    departments,
    categories: categoryChoices,
    userName: lookup(memberChoices),
    stationName: lookup(stationChoices),
    // A role the list did not bring (another kind's, or no right to read roles) still shows its seeded name.
    roleName: (code) => {
      const name = roleName(code);
      return name.startsWith('#') ? roleCodes.labelOf(code) : name;
    },
    deptName: lookup(departments),
    categoryName: lookup(categoryChoices),
  };
}
