import {
  checkUserExist,
  isCreditCode,
  isEmail,
  isMobile,
  isPassword,
  isUsername,
} from '@procuremart/contract';
import type { FormRule } from 'antd';
import { api } from '../../api/client';
import { maxTextLengthRule, requiredRule, sameAsRule, validatorRule } from '../../forms/rules';
import i18n from '../../i18n';

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

export interface RegisterField {
  name: string;
  labelKey: string;
  placeholderKey: string;
  rules: FormRule[];
  kind?: 'password';
  dependencies?: string[];
  /** Field shown for enterprise registration only. */
  enterpriseOnly?: boolean;
}

/** The fields of umc_registerPerson / umc_registerEnterprise with the contract's validators (SPEC §5). */
export const registerFields: RegisterField[] = [
  {
    name: 'orgName',
    labelKey: 'register.orgName',
    placeholderKey: 'register.orgNamePlaceholder',
    rules: [requiredRule(), maxTextLengthRule(100)],
    enterpriseOnly: true,
  },
  {
    name: 'creditCode',
    labelKey: 'register.creditCode',
    placeholderKey: 'register.creditCodePlaceholder',
    rules: [
      validatorRule(isCreditCode, 'validation.creditCode', {
        required: true,
        requiredKey: 'validation.creditCodeRequired',
      }),
    ],
    enterpriseOnly: true,
  },
  {
    name: 'username',
    labelKey: 'register.username',
    placeholderKey: 'register.usernamePlaceholder',
    rules: [validatorRule(isUsername, 'validation.username', { required: true }), usernameFreeRule],
  },
  {
    name: 'password',
    labelKey: 'register.password',
    placeholderKey: 'register.passwordPlaceholder',
    rules: [validatorRule(isPassword, 'validation.password', { required: true })],
    kind: 'password',
  },
  {
    name: 'confirmPassword',
    labelKey: 'register.confirmPassword',
    placeholderKey: 'register.confirmPlaceholder',
    rules: [requiredRule('validation.passwordConfirm'), sameAsRule('password')],
    kind: 'password',
    dependencies: ['password'],
  },
  {
    name: 'userName',
    labelKey: 'register.userName',
    placeholderKey: 'register.userNamePlaceholder',
    rules: [requiredRule(), maxTextLengthRule(40)],
  },
  {
    name: 'mobile',
    labelKey: 'register.mobile',
    placeholderKey: 'register.mobilePlaceholder',
    rules: [validatorRule(isMobile, 'validation.mobile', { required: true })],
  },
  {
    name: 'email',
    labelKey: 'register.email',
    placeholderKey: 'register.emailPlaceholder',
    rules: [validatorRule(isEmail, 'validation.email')],
  },
];

export function fieldsFor(kind: RegisterKind): RegisterField[] {
  return registerFields.filter((field) => kind === 'enterprise' || !field.enterpriseOnly);
}
