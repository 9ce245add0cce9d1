import { z } from 'zod';
import { defineAuditTarget } from '../../audit';
import { defineCall } from '../../define-call';
import { stationGlossary } from '../../glossaries/stations';
import { defineFilters, filter } from '../../list-filters';
import { idSchema, listInput, pageOf } from '../../lists';
import { stationMachine } from '../../machines/station';
import { withHistory } from '../../status-history';
import { defineStepCall } from '../../step-call';
import { bilingual } from '../../texts';
import { PROCESS_PERMISSION } from '../process/process-permissions';
import { limited } from '../umc';
import { boundedText } from '../umc-addresses';
import { STATION_PERMISSION as P } from './station-permissions';
import { DataAuthority, DataResource } from './stations.dictionaries';

// Stations (posts) and data permissions (SPEC §2 "Content and process" `management`, "System configuration"
// posts and data permissions; §7 role stations under icasc/common/user/author/role/): posts inside an
// organisation, their members, the roles they carry and their data permissions.

export const stationTarget = defineAuditTarget('station', bilingual('岗位', 'Station'));

const resourceSchema = z.enum(Object.values(DataResource) as [string, ...string[]], {
  message: 'validation.unknownCode',
});
const authoritySchema = z.enum(Object.values(DataAuthority) as [string, ...string[]], {
  message: 'validation.unknownCode',
});

/** One data permission of a station: a resource, how far it reaches and, for listed organisations or a zone, which. */
export const dataScopeSchema = z.object({
  resource: z.string(),
  authority: z.string(),
  orgIds: z.array(idSchema),
  /** The listed organisations' names, in each language, joined. */
  orgNames: z.string(),
  orgNamesEn: z.string(),
});
export type DataScopeRow = z.infer<typeof dataScopeSchema>;

export const stationRowSchema = z.object({
  stationId: idSchema,
  orgId: idSchema,
  orgName: z.string(),
  orgNameEn: z.string(),
  /** ORG_TYPE of the station's organisation: which data authorities it may give. */
  orgType: z.string(),
  stationCode: z.string(),
  stationName: z.string(),
  stationNameEn: z.string(),
  remark: z.string(),
  /** STATION_STATUS (the station machine): 1 active, 0 stopped. */
  status: z.number().int(),
  memberCount: z.number().int(),
  /** The active roles it carries, joined, in each language. */
  roleNames: z.string(),
  roleNamesEn: z.string(),
  dataScopes: z.array(dataScopeSchema),
  updatedAt: z.string(),
  /** The station machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type StationRow = z.infer<typeof stationRowSchema>;

export const stationMemberSchema = z.object({
  userId: idSchema,
  username: z.string(),
  userName: z.string(),
  deptName: z.string().nullable(),
});
export type StationMember = z.infer<typeof stationMemberSchema>;

export const stationDetailSchema = withHistory(
  stationRowSchema.extend({
    roles: z.array(
      z.object({ roleId: idSchema, roleCode: z.string(), roleName: z.string(), roleNameEn: z.string() }),
    ),
  }),
);
export type StationDetail = z.infer<typeof stationDetailSchema>;

export const STATION_SORTS = ['updatedAt', 'stationName'] as const;

const scopeNote =
  'An enterprise administrator (purchaser) sees and changes its own organisation’s stations only; an operator ' +
  'any organisation’s. A station outside the caller’s scope does not exist: E404 `station.notFound`, nothing written.';
const cacheNote = 'Takes effect at the members’ next request (the actor cache is forgotten).';

export const queryStations = defineCall({
  name: 'umc_queryStations',
  audience: ['operator', 'purchaser'],
  // The approval-process editor picks a level's approving station among them.
  permission: [P.list, P.configList, PROCESS_PERMISSION.edit],
  summary: `Stations by name, organisation and state, paged, most recently changed first, each with its members’ count, roles and data permissions. ${scopeNote}`,
  input: listInput(
    defineFilters(stationGlossary, {
      stationName: filter.text(40),
      orgId: filter.pick({ label: 'orgName' }),
      status: filter.dictNumber('STATION_STATUS'),
    }),
    STATION_SORTS,
  ),
  output: pageOf(stationRowSchema),
});

export const getStation = defineCall({
  name: 'umc_getStation',
  audience: ['operator', 'purchaser'],
  permission: [P.list, P.configList],
  summary: `One station with its roles and its state history (newest first). ${scopeNote}`,
  input: z.object({ stationId: idSchema }).strict(),
  output: stationDetailSchema,
});

export const saveStation = defineCall({
  name: 'umc_saveStation',
  writes: true,
  touches: ['station'],
  audience: ['operator', 'purchaser'],
  permission: P.edit,
  audit: {
    target: stationTarget,
    label: bilingual('保存岗位', 'Save station'),
    targetKey: 'stationId',
    detailKey: 'stationName',
  },
  summary:
    'Creates a station (no `stationId`) in an organisation (`orgId`: an operator names any top organisation, the ' +
    'platform’s operating organisation included; an enterprise administrator’s is always its own) or edits one. ' +
    `Code and name are unique within the organisation (\`station.codeTaken\`, \`station.nameTaken\`). ${scopeNote}`,
  input: z
    .object({
      stationId: idSchema.optional(),
      orgId: idSchema.optional(),
      stationCode: limited(30).refine((v) => /^[A-Za-z0-9_-]+$/.test(v), 'station.codeFormat'),
      stationName: limited(40),
      stationNameEn: boundedText(80).optional().default(''),
      remark: boundedText(200).optional().default(''),
    })
    .strict(),
  output: stationRowSchema,
});

export const dealStation = defineStepCall(stationMachine, 'stationId', {
  name: 'umc_dealStation',
  audience: ['operator', 'purchaser'],
  permission: P.edit,
  touches: ['station'],
  label: bilingual('停用/启用岗位', 'Stop or restart station'),
  summary: `Stops or restarts a station: a stopped one gives its members none of its roles and data permissions. ${cacheNote} ${scopeNote}`,
  output: stationRowSchema,
});

export const deleteStation = defineCall({
  name: 'umc_deleteStation',
  writes: true,
  touches: ['station'],
  audience: ['operator', 'purchaser'],
  permission: P.edit,
  audit: { target: stationTarget, label: bilingual('删除岗位', 'Delete station'), targetKey: 'stationId' },
  summary:
    'Deletes a station with its roles and data permissions; refused while members hold it, with their count ' +
    `(\`station.inUse\`): unassign them first. ${scopeNote}`,
  input: z.object({ stationId: idSchema }).strict(),
  output: z.object({ stationId: idSchema }),
});

const pagingShape = {
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
};

export const queryStationMembers = defineCall({
  name: 'umc_queryStationMembers',
  audience: ['operator', 'purchaser'],
  permission: [P.list, P.configList],
  summary:
    'The members of the station’s organisation who hold the station (`assigned: true`) or not yet, by name or ' +
    `username, paged. ${scopeNote}`,
  input: z
    .object({
      stationId: idSchema,
      assigned: z.boolean(),
      keyword: boundedText(50).optional(),
      ...pagingShape,
    })
    .strict(),
  output: pageOf(stationMemberSchema),
});

export const saveStationMembers = defineCall({
  name: 'umc_saveStationMembers',
  writes: true,
  touches: ['station', 'member'],
  audience: ['operator', 'purchaser'],
  permission: P.edit,
  audit: {
    target: stationTarget,
    label: bilingual('分配岗位成员', 'Assign station members'),
    targetKey: 'stationId',
    detailKey: 'addUserIds',
  },
  summary:
    'Assigns members of the station’s organisation to it and unassigns others; a member of another organisation is ' +
    `refused (\`station.memberNotInOrg\`), nothing written. ${cacheNote} ${scopeNote}`,
  input: z
    .object({
      stationId: idSchema,
      addUserIds: z.array(idSchema).max(200).default([]),
      removeUserIds: z.array(idSchema).max(200).default([]),
    })
    .strict(),
  output: stationRowSchema,
});

export const saveDataPermission = defineCall({
  name: 'umc_saveDataPermission',
  writes: true,
  touches: ['station'],
  audience: ['operator', 'purchaser'],
  permission: P.dataPermission,
  audit: {
    target: stationTarget,
    label: bilingual('设置数据权限', 'Set data permission'),
    targetKey: 'stationId',
    detailKey: 'resource',
  },
  summary:
    'Sets how far the station’s members see one data resource (`authority`; null removes it: the members’ default ' +
    'scope again). A resource not applied yet is refused (`station.resourceNotApplied`); zone and all are for ' +
    'stations of the operating organisation, the others for enterprises’ and suppliers’ (`station.authorityNotForOrg`); ' +
    'listed organisations must be given (`station.orgsRequired`) and, for an enterprise, be its own departments ' +
    `(\`station.orgOutside\`). ${cacheNote} ${scopeNote}`,
  input: z
    .object({
      stationId: idSchema,
      resource: resourceSchema,
      authority: authoritySchema.nullable(),
      orgIds: z.array(idSchema).max(100).default([]),
    })
    .strict(),
  output: stationRowSchema,
});

// Role stations (icasc/common/user/author/role/): the stations that carry a role, for operators.

export const roleStationSchema = z.object({
  stationId: idSchema,
  stationCode: z.string(),
  stationName: z.string(),
  stationNameEn: z.string(),
  orgName: z.string(),
  orgNameEn: z.string(),
  status: z.number().int(),
});
export type RoleStation = z.infer<typeof roleStationSchema>;

export const alreadyAndNorRoleStationNew = defineCall({
  name: 'umc_alreadyAndNorRoleStationNew',
  audience: ['operator'],
  permission: P.roleStations,
  summary:
    'The stations carrying the role (`assigned: true`) or not yet (only stations of organisations whose kind of ' +
    'user the role is for), by station or organisation name, paged. An unknown role is E404 `station.roleNotFound`.',
  input: z
    .object({ roleId: idSchema, assigned: z.boolean(), keyword: boundedText(50).optional(), ...pagingShape })
    .strict(),
  output: pageOf(roleStationSchema),
});

export const saveRoleStations = defineCall({
  name: 'umc_saveRoleStations',
  writes: true,
  touches: ['station'],
  audience: ['operator'],
  permission: P.roleStations,
  audit: {
    target: stationTarget,
    label: bilingual('保存角色岗位', 'Save role stations'),
    targetKey: 'addStationIds',
    detailKey: 'roleId',
  },
  summary:
    'Gives the role to stations and takes it from others: every member of a station holds its roles. A station of ' +
    `an organisation of another kind of user than the role’s is refused (\`station.roleKindMismatch\`). ${cacheNote}`,
  input: z
    .object({
      roleId: idSchema,
      addStationIds: z.array(idSchema).max(200).default([]),
      removeStationIds: z.array(idSchema).max(200).default([]),
    })
    .strict(),
  output: z.object({ roleId: idSchema, stationCount: z.number().int() }),
});
