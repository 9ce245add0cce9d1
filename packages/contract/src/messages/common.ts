import type { Catalogue } from './catalogue';

/** Messages every centre uses: field validation and the envelope's errors (input, signature, login, permission, records, state). */
export const commonMessages = {
  'validation.required': { 'zh-CN': '此项为必填项', 'en-US': 'This field is required' },
  'validation.email': { 'zh-CN': '请输入正确的邮箱格式', 'en-US': 'Please enter correct email format' },
  'validation.mobile': { 'zh-CN': '请输入正确的手机号码', 'en-US': 'Please enter a correct mobile number' },
  'validation.phone': {
    'zh-CN': '请填写完整有效的电话号码，例如：010-xxxxxxxx',
    'en-US': 'Fill in a complete valid phone number, e.g. 010-xxxxxxxx',
  },
  'validation.tel': { 'zh-CN': '请输入正确的电话号码', 'en-US': 'Enter correct telephone number' },
  'validation.password': {
    'zh-CN': '密码为8-20位，须同时包含数字、字母和特殊字符',
    'en-US': 'Password must be 8-20 characters with at least one digit, one letter and one special character',
  },
  'validation.passwordConfirm': { 'zh-CN': '请再次输入密码', 'en-US': 'Please confirm the password' },
  'validation.passwordMismatch': {
    'zh-CN': '两次输入的密码不一致',
    'en-US': 'The two passwords do not match',
  },
  'validation.username': {
    'zh-CN': '用户名不正确或已存在（6-20位字母、数字或下划线）',
    'en-US': 'Username incorrect or already exists (6-20 letters, digits or underscores)',
  },
  'validation.creditCodeRequired': {
    'zh-CN': '请输入统一社会信用代码',
    'en-US': 'Please enter unified social credit code',
  },
  'validation.creditCode': {
    'zh-CN': '请输入正确的统一社会信用代码，字母须大写',
    'en-US': 'Enter correct code, letters must be uppercase',
  },
  'validation.idCard': {
    'zh-CN': '请输入正确的身份证号码',
    'en-US': 'Please enter a correct national ID number',
  },
  'validation.money': {
    'zh-CN': '请输入正确的金额（不能以0开头，最多两位小数）',
    'en-US': 'Enter a correct amount (no leading zeros, at most two decimals)',
  },
  'validation.fax': { 'zh-CN': '请输入正确的传真号码', 'en-US': 'Please enter a correct fax number' },
  'validation.employeeNo': { 'zh-CN': '工号只能为数字', 'en-US': 'Employee number must be digits only' },
  'validation.tooLong': {
    'zh-CN': '长度不能超过{{max}}个字符（中文算2个）',
    'en-US': 'At most {{max}} characters (a Chinese character counts as 2)',
  },
  'validation.invalid': { 'zh-CN': '格式不正确', 'en-US': 'Invalid value' },
  'validation.maxLength': { 'zh-CN': '长度不能超过{{max}}个字符', 'en-US': 'At most {{max}} characters' },
  'validation.minLength': { 'zh-CN': '长度不能少于{{min}}个字符', 'en-US': 'At least {{min}} characters' },
  'validation.maxValue': { 'zh-CN': '不能大于{{max}}', 'en-US': 'Must not be greater than {{max}}' },
  'validation.minValue': { 'zh-CN': '不能小于{{min}}', 'en-US': 'Must not be less than {{min}}' },
  'validation.unknownField': { 'zh-CN': '不支持的字段', 'en-US': 'Unknown field' },
  'validation.controlCharacter': {
    'zh-CN': '不能包含控制字符',
    'en-US': 'Must not contain control characters',
  },
  'validation.rangeOrder': {
    'zh-CN': '结束值不能小于开始值',
    'en-US': 'The end of the range must not come before its start',
  },
  'validation.dateTime': {
    'zh-CN': '请输入正确的日期时间（ISO 8601，1970-9999年）',
    'en-US': 'Enter a valid date-time (ISO 8601, years 1970-9999)',
  },
  'validation.unknownCode': {
    'zh-CN': '不是可选的值',
    'en-US': 'Not one of the values to choose from',
  },
  'validation.integer': { 'zh-CN': '请输入整数', 'en-US': 'Please enter a whole number' },
  'error.invalidInput': { 'zh-CN': '输入有误：{{detail}}', 'en-US': 'Invalid input: {{detail}}' },
  'error.malformedJson': {
    'zh-CN': '请求内容不是有效的JSON',
    'en-US': 'The request body is not valid JSON',
  },
  'error.bodyTooDeep': {
    'zh-CN': '请求内容嵌套超过{{max}}层（位置：{{field}}）',
    'en-US': 'The request body is nested more than {{max}} levels deep (at {{field}})',
  },
  'error.signature': {
    'zh-CN': '请求签名无效或已过期，请刷新页面后重试',
    'en-US': 'The request signature is missing, wrong or expired; reload the page and try again',
  },
  'error.loginExpired': { 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Login expired, please log in again' },
  'error.tooManyRequests': {
    'zh-CN': '请求过于频繁，请{{seconds}}秒后再试',
    'en-US': 'Too many requests, try again in {{seconds}} seconds',
  },
  'error.replayed': {
    'zh-CN': '该请求已处理过，请勿重复提交',
    'en-US': 'This request was already handled; it is not accepted twice',
  },
  'error.forbidden': { 'zh-CN': '没有该操作权限', 'en-US': 'No permission for this operation' },
  'error.notFound': { 'zh-CN': '记录不存在或已被删除', 'en-US': 'The record does not exist or was deleted' },
  'error.pathNotFound': {
    'zh-CN': '请求的接口不存在：{{path}}',
    'en-US': 'No such interface: {{path}}',
  },
  'error.internal': {
    'zh-CN': '系统繁忙，请稍后再试（编号 {{id}}）',
    'en-US': 'The system is busy, please try again later (reference {{id}})',
  },
  'error.staleVersion': {
    'zh-CN': '该记录已被他人修改，请刷新后重试',
    'en-US': 'Someone else changed this record; reload it and try again',
  },
  'error.siblingTwice': {
    'zh-CN': '同一项在顺序中出现了两次',
    'en-US': 'The same entry appears twice in the order',
  },
  'error.notSibling': {
    'zh-CN': '只能在同一上级下调整顺序',
    'en-US': 'Entries can only be reordered under the same parent',
  },
  'error.staleOrder': {
    'zh-CN': '该层级已被他人修改，请刷新后重新调整顺序',
    'en-US': 'Someone else changed this level; reload it and reorder again',
  },
  'error.transitionNotAllowed': {
    'zh-CN': '当前状态不允许此操作',
    'en-US': 'This action is not allowed in the current state',
  },
} satisfies Catalogue;
