import { isUsername, registerEnterprise } from '@procuremart/contract';
import { checkUserExist } from '@procuremart/contract/refs';
import type { FormRule } from 'antd';
import { api } from '../../api/client';
import { sameAsRule } from '../../forms/rules';
import i18n from '../../i18n';
import type { FieldDescriptor } from '../../resources/types';

export type RegisterKind = 'person' | 'enterprise';

/** Username availability (umc_checkUserExist), checked when the field loses focus. */
const usernameFreeRule: FormRule = {
  validateTrigger: 'onBlur',
  validator: async (_rule, value) => {
    const username = String(value ?? '').trim();
    if (!isUsername(username)) return;
    const { exists } = await api(checkUserExist, { username }, { notify: false });
    if (exists) throw new Error(i18n.t('error.usernameTaken'));
  },
};

/** The enterprise input holds every field of both forms; required fields, limits and messages come from it. */
export const registerSchema = registerEnterprise.input;

type RegisterFieldName = keyof typeof registerSchema.shape & string;
export type RegisterField = FieldDescriptor<RegisterFieldName> & { enterpriseOnly?: boolean };

/** The fields of umc_registerPerson / umc_registerEnterprise, checked by the call's own schema (SPEC §5). */
export const registerFields: RegisterField[] = [
  {
    kind: 'text',
    name: 'orgName',
    labelKey: 'register.orgName',
    placeholderKey: 'register.orgNamePlaceholder',
    enterpriseOnly: true,
  },
  {
    kind: 'text',
    name: 'creditCode',
    labelKey: 'register.creditCode',
    placeholderKey: 'register.creditCodePlaceholder',
    enterpriseOnly: true,
  },
  {
    kind: 'text',
    name: 'username',
    labelKey: 'register.username',
    placeholderKey: 'register.usernamePlaceholder',
    rules: [usernameFreeRule],
  },
  {
    kind: 'password',
    name: 'password',
    labelKey: 'register.password',
    placeholderKey: 'register.passwordPlaceholder',
  },
  {
    kind: 'password',
    name: 'confirmPassword',
    labelKey: 'register.confirmPassword',
    placeholderKey: 'register.confirmPlaceholder',
    rules: [sameAsRule('password')],
    dependencies: ['password'],
  },
  {
    kind: 'text',
    name: 'userName',
    labelKey: 'register.userName',
    placeholderKey: 'register.userNamePlaceholder',
  },
  { kind: 'text', name: 'mobile', labelKey: 'register.mobile', placeholderKey: 'register.mobilePlaceholder' },
  { kind: 'text', name: 'email', labelKey: 'register.email', placeholderKey: 'register.emailPlaceholder' },
];

export function fieldsFor(kind: RegisterKind): RegisterField[] {
  return registerFields.filter((field) => kind === 'enterprise' || !field.enterpriseOnly);
}
