import {
  MemberClass,
  OrgApplicationKind,
  OrgType,
  registerSupplier as registerSupplierCall,
  UserKindCode,
} from '@procuremart/contract';
import type { Db } from '../../db/client';
import type { Who } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { parseId } from '../../platform/ids';
import { throwIfCategoriesUnknown } from '../catalog';
import { openApplication } from '../org';
import { hashPassword } from './password';
import {
  createOrgAccount,
  register,
  throwIfEnterpriseRegistered,
  throwIfUsernameTaken,
} from './registration';

type SupplierInput = ParsedInput<typeof registerSupplierCall>;

/**
 * A supplier company with its administrator account, pending the merchant base info audit: the administrator
 * signs in to its application only and gets the supplier role (supplier:regist:role) with its supplier
 * record and shop when it passes.
 */
export async function registerSupplier(db: Db, who: Who, input: SupplierInput) {
  const passwordHash = await hashPassword(input.password);
  const categoryIds = [...new Set(input.categoryIds.map(parseId))];
  return register(db, who, registerSupplierCall.name, async (tx) => {
    await throwIfUsernameTaken(tx, input.username);
    await throwIfEnterpriseRegistered(tx, input.companyName, input.creditCode, 'companyName');
    await throwIfCategoriesUnknown(tx, categoryIds);
    const org = {
      name: input.companyName,
      creditCode: input.creditCode,
      memberClass: MemberClass.enterprise,
      orgType: OrgType.supplier,
      address: input.address,
      contactName: input.contactName,
      contactMobile: input.contactMobile,
    };
    const account = { ...input, kind: UserKindCode.supplier };
    const { orgId, userId, at } = await createOrgAccount(tx, org, account, passwordHash, null);
    const {
      username: _u,
      password: _p,
      confirmPassword: _c,
      userName: _n,
      mobile: _m,
      email: _e,
      ...details
    } = input;
    await openApplication(
      tx,
      { orgId, kind: OrgApplicationKind.supplier, applicantUserId: userId, at },
      { ...details, categoryIds },
    );
    return { userId: String(userId), username: input.username, orgId: String(orgId) };
  });
}
