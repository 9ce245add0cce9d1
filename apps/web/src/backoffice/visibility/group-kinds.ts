import {
  type Channel,
  type LookupItem,
  type Page,
  type Pool,
  queryChannels,
  queryPools,
  saveChannel,
  savePool,
  type VisibilityMemberSku,
  visibilityGlossary,
} from '@procuremart/contract';
import {
  deleteChannel,
  deletePool,
  queryChannelOrgs,
  queryChannelSkus,
  queryPoolOrgs,
  queryPoolSkus,
  setChannelOrgs,
  setChannelSkus,
  setPoolOrgs,
  setPoolSkus,
} from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { type FormForProps, formFor } from '../../resources/form-for';
import type { FieldDescriptor, ListDescriptor } from '../../resources/types';
import { visibilityKeys } from './keys';

/** What a pool or channel row has in common. */
export interface GroupRow {
  code: string;
  name: string;
  nameEn: string;
}

export interface GroupFormValues {
  code: string;
  name: string;
  nameEn: string;
  description?: string;
}

type Changes = { add?: string[]; remove?: string[] };
type Counts = { added: number; removed: number };
type SkuQuery = { pageNo: number; pageSize: number; keyword?: string };

/** Pools and channels are managed by the same screens; this is what differs. */
export interface GroupUi<R extends GroupRow> {
  kind: 'pool' | 'channel';
  list: ListDescriptor<R>;
  listKey: readonly unknown[];
  idOf: (row: R) => string;
  /** The create/edit form (savePool / saveChannel: one call saves both). */
  Form: (props: FormForProps<R, object, R>) => React.JSX.Element;
  remove: (id: string) => Promise<unknown>;
  skus: (id: string, query: SkuQuery) => Promise<Page<VisibilityMemberSku>>;
  setSkus: (id: string, changes: Changes) => Promise<Counts>;
  orgs: (id: string) => Promise<LookupItem[]>;
  setOrgs: (id: string, changes: Changes) => Promise<Counts>;
}

const codeAndNames: FieldDescriptor<keyof GroupFormValues & string>[] = [
  { kind: 'text', name: 'code' },
  { kind: 'text', name: 'name' },
  { kind: 'text', name: 'nameEn' },
];

const countColumns = [
  { field: 'skuCount', titleKey: 'visibility.field.skuCount', width: 110 },
  { field: 'orgCount', titleKey: 'visibility.field.orgCount', width: 130 },
] as const;

export const poolUi: GroupUi<Pool> = {
  kind: 'pool',
  list: defineList(queryPools, {
    listKey: 'pools',
    titleKey: 'visibility.pool.listTitle',
    rowKey: 'poolId',
    queryKey: visibilityKeys.pools(),
    emptyHintKey: 'visibility.pool.emptyHint',
    columns: [
      { field: 'code', titleKey: 'visibility.field.code', sortField: 'code', width: 160 },
      { field: 'name', titleKey: 'visibility.field.name', sortField: 'name' },
      { field: 'nameEn', titleKey: 'visibility.field.nameEn' },
      {
        field: 'description',
        titleKey: 'visibility.field.description',
        view: { kind: 'text', ellipsis: true },
      },
      ...countColumns,
    ],
  }),
  listKey: visibilityKeys.pools(),
  idOf: (pool) => pool.poolId,
  Form: formFor(savePool, savePool, {
    texts: 'visibility.pool',
    glossary: visibilityGlossary,
    successKey: () => 'visibility.success.saved',
    fields: [...codeAndNames, { kind: 'textarea', name: 'description' }],
    values: ({ code, name, nameEn, description }: Pool): GroupFormValues => ({
      code,
      name,
      nameEn,
      description,
    }),
    updateInput: (values, { poolId }) => ({ ...values, poolId }),
    invalidate: visibilityKeys.pools(),
  }),
  remove: (poolId) => api(deletePool, { poolId }),
  skus: (poolId, query) => api(queryPoolSkus, { ...query, poolId }),
  setSkus: (poolId, changes) => api(setPoolSkus, { ...changes, poolId }),
  orgs: (poolId) => api(queryPoolOrgs, { poolId }),
  setOrgs: (poolId, changes) => api(setPoolOrgs, { ...changes, poolId }),
};

export const channelUi: GroupUi<Channel> = {
  kind: 'channel',
  list: defineList(queryChannels, {
    listKey: 'channels',
    titleKey: 'visibility.channel.listTitle',
    rowKey: 'channelId',
    queryKey: visibilityKeys.channels(),
    emptyHintKey: 'visibility.channel.emptyHint',
    columns: [
      { field: 'code', titleKey: 'visibility.field.code', sortField: 'code', width: 160 },
      { field: 'name', titleKey: 'visibility.field.name', sortField: 'name' },
      { field: 'nameEn', titleKey: 'visibility.field.nameEn' },
      ...countColumns,
    ],
  }),
  listKey: visibilityKeys.channels(),
  idOf: (channel) => channel.channelId,
  Form: formFor(saveChannel, saveChannel, {
    texts: 'visibility.channel',
    glossary: visibilityGlossary,
    successKey: () => 'visibility.success.saved',
    fields: codeAndNames,
    values: ({ code, name, nameEn }: Channel): GroupFormValues => ({ code, name, nameEn }),
    updateInput: ({ code, name, nameEn }, { channelId }) => ({ code, name, nameEn, channelId }),
    invalidate: visibilityKeys.channels(),
  }),
  remove: (channelId) => api(deleteChannel, { channelId }),
  skus: (channelId, query) => api(queryChannelSkus, { ...query, channelId }),
  setSkus: (channelId, changes) => api(setChannelSkus, { ...changes, channelId }),
  orgs: (channelId) => api(queryChannelOrgs, { channelId }),
  setOrgs: (channelId, changes) => api(setChannelOrgs, { ...changes, channelId }),
};
