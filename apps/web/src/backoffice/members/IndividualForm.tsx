import { type IndividualDetail, memberGlossary, saveIndividual } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import { memberKeys } from './keys';

/** Edit an individual member (outerIndividualsEdit): the person and its own organisation's address together. */
export const IndividualForm = formFor(null, saveIndividual, {
  texts: 'member',
  glossary: memberGlossary,
  titleKey: () => 'member.individual.editTitle',
  fields: [
    { kind: 'text', name: 'userName' },
    { kind: 'text', name: 'employeeNo', extraKey: 'member.employeeNoHint' },
    { kind: 'text', name: 'mobile' },
    { kind: 'text', name: 'email' },
    { kind: 'text', name: 'address' },
  ],
  values: (person: IndividualDetail) => ({
    userName: person.userName,
    employeeNo: person.employeeNo,
    mobile: person.mobile,
    email: person.email,
    address: person.address,
  }),
  updateInput: (
    values: { userName: string; employeeNo: string; mobile: string; email: string; address: string },
    person: IndividualDetail,
  ) => ({ orgId: person.orgId, orgVersion: person.orgVersion, ...values }),
  invalidate: memberKeys.all,
});
