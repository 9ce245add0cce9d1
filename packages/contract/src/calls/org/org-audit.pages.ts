import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { ORG_AUDIT_PERMISSION as P } from './org-audit-permissions';

/**
 * Registration audit and supplier onboarding (SPEC §2 "Operator": merchant base info approval and management;
 * §7 organisation audit list/detail/deal/batch deal, supplier audit log); the applicant's own certification
 * page is the public `/authentication` (SPEC §2 public pages).
 */
export default definePages('orgAudit', [
  {
    name: P.audit,
    parent: 'orgCenter',
    title: bilingual('注册审核', 'Registration audit'),
    icon: 'audit',
    roles: [RoleCode.operator],
  },
  {
    name: 'orgAuditDetail',
    params: ['orgId'],
    parent: P.audit,
    title: bilingual('注册申请详情', 'Registration'),
    hidden: true,
  },
  {
    name: P.merchants,
    parent: 'orgCenter',
    title: bilingual('商户基本信息管理', 'Merchant base info'),
    icon: 'shop',
    roles: [RoleCode.operator],
  },
  {
    name: P.supplierLog,
    parent: 'orgCenter',
    title: bilingual('供应商审核日志', 'Supplier audit log'),
    icon: 'file-search',
    roles: [RoleCode.operator],
  },
  {
    name: 'authentication',
    kind: 'public',
    title: bilingual('企业认证', 'Certification'),
  },
  {
    name: 'supplierRegister',
    kind: 'public',
    title: bilingual('供应商入驻', 'Supplier registration'),
  },
]);
