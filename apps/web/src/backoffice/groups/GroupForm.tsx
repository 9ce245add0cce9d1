import { createCommodityGroup, groupGlossary, updateCommodityGroup } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import { type GroupFormValues, groupFields, groupFormValues, newGroupValues } from './group-resource';
import { groupKeys } from './keys';

/** The create/edit group form; its rules are the calls' input schemas. */
export const GroupForm = formFor(createCommodityGroup, updateCommodityGroup, {
  texts: 'group',
  glossary: groupGlossary,
  fields: groupFields,
  values: groupFormValues,
  blank: newGroupValues,
  updateInput: (values: GroupFormValues, { groupId, version }) => ({ ...values, groupId, version }),
  invalidate: groupKeys.all,
});
