import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): brand authorisation applications, their audit, start and stop. */
export const uccBrandAuthMessages = {
  'brandAuth.notFound': { 'zh-CN': '品牌授权不存在', 'en-US': 'The brand authorisation does not exist' },
  'brandAuth.dateInvalid': {
    'zh-CN': '请选择正确的日期（年-月-日）',
    'en-US': 'Choose a valid date (year-month-day)',
  },
  'brandAuth.endBeforeStart': {
    'zh-CN': '授权结束日期不能早于开始日期',
    'en-US': 'The end date cannot be before the start date',
  },
  'brandAuth.endInPast': {
    'zh-CN': '授权结束日期已过，请上传有效期内的授权书',
    'en-US': 'The end date has passed: upload a letter that is still valid',
  },
  'brandAuth.letterRequired': {
    'zh-CN': '请上传品牌授权书（.pdf .png .jpg .jpeg）',
    'en-US': 'Upload the brand authorisation letter (.pdf .png .jpg .jpeg)',
  },
  'brandAuth.tooManyLetters': {
    'zh-CN': '授权书最多 5 个文件',
    'en-US': 'At most 5 files for the authorisation letter',
  },
  'brandAuth.brandUnavailable': {
    'zh-CN': '该品牌不存在或已停用',
    'en-US': 'The brand does not exist or is disabled',
  },
  'brandAuth.alreadyOpen': {
    'zh-CN': '该品牌已有待审核或生效中的授权，无需重复申请',
    'en-US': 'This brand already has an authorisation awaiting audit or in force',
  },
  'brandAuth.notExpired': {
    'zh-CN': '授权仍在有效期内，到期后才能重新申请',
    'en-US': 'The authorisation is still valid; apply again once it has expired',
  },
  'brandAuth.authRequired': { 'zh-CN': '请选择品牌授权', 'en-US': 'Choose a brand authorisation' },
  'brandAuth.reasonRequired': { 'zh-CN': '请填写原因', 'en-US': 'Give the reason' },
  'brandAuth.notAuthorised': {
    'zh-CN': '您没有该品牌的有效授权，请先在“品牌授权”中申请并通过审核',
    'en-US': 'You hold no valid authorisation for this brand: apply under Brand authorisation first',
  },
} satisfies Catalogue;
