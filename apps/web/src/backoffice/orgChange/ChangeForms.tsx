import {
  type AccountSet,
  type MerchantInfo,
  orgChangeGlossary,
  submitAccountSet,
  submitMerchantInfoChange,
} from '@procuremart/contract';
import { useDict } from '../../dictionaries/use-dict';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { orgChangeKeys } from './keys';

/** What the page knew when it opened a form: the info on record, the form's starting values. */
export interface OnRecord {
  current: Readonly<Record<string, string>> | null;
}

const text = <N extends string>(name: N, maxLength?: number): FieldDescriptor<N> => ({
  kind: 'text',
  name,
  maxLength,
});

/** A supplier's merchant base info change, starting from what is on record; rules come from the call's schema. */
export const MerchantInfoForm = formFor<typeof submitMerchantInfoChange, MerchantInfo, OnRecord>(
  submitMerchantInfoChange,
  null,
  {
    texts: 'orgChange.merchantForm',
    glossary: orgChangeGlossary,
    fields: [
      text('legalPerson', 40),
      text('contactName', 40),
      text('contactMobile', 11),
      text('address', 200),
      text('bankName', 60),
      text('bankAccount', 30),
      { kind: 'textarea', name: 'brandNames', maxLength: 200 },
    ],
    blank: ({ current }: OnRecord) => ({ ...current }) as Partial<MerchantInfo>,
    invalidate: orgChangeKeys.all,
    submitKey: 'orgChange.submit',
  },
);

/** The account-set fields; the taxpayer type from its dictionary. */
function useAccountSetFields(): FieldDescriptor<keyof AccountSet & string>[] {
  const taxpayer = useDict('TAXPAYER_TYPE');
  return [
    text('accountName', 100),
    text('taxNo', 18),
    { kind: 'select', name: 'taxpayerType', options: taxpayer.options() },
    text('bankName', 60),
    text('bankAccount', 30),
    text('registeredAddress', 200),
    text('registeredPhone', 20),
  ];
}

/** An enterprise's account-set info submitted for audit, starting from the approved version. */
export const AccountSetForm = formFor<typeof submitAccountSet, AccountSet, OnRecord>(submitAccountSet, null, {
  texts: 'orgChange.accountSetForm',
  glossary: orgChangeGlossary,
  useFields: useAccountSetFields,
  blank: ({ current }: OnRecord) => ({ ...current }) as Partial<AccountSet>,
  invalidate: orgChangeKeys.all,
  submitKey: 'orgChange.submit',
});
