// Messages out of the system and the sign-in ways (umc): what a code is for, how a message leaves, where it is.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

/** What an SMS (or e-mail) verification code is for: each purpose's codes check only that purpose. */
export const CodePurpose = {
  signIn: 'signIn',
  resetPassword: 'resetPassword',
  bindMobile: 'bindMobile',
} as const;
export type CodePurposeCode = (typeof CodePurpose)[keyof typeof CodePurpose];
export const CODE_PURPOSES = Object.values(CodePurpose) as [CodePurposeCode, ...CodePurposeCode[]];

/** How a message leaves the system. */
export const OutboxChannel = { sms: 'sms', email: 'email' } as const;
export type OutboxChannelCode = (typeof OutboxChannel)[keyof typeof OutboxChannel];

/**
 * Where a message is: kept (no transport configured for its channel: it stays in the outbox, where operators
 * read it, and in the log), queued (a delivery job will hand it to SMTP or the SMS provider), sent, failed
 * (the transport refused it after every retry).
 */
export const OutboxStatus = { kept: 'kept', queued: 'queued', sent: 'sent', failed: 'failed' } as const;
export type OutboxStatusCode = (typeof OutboxStatus)[keyof typeof OutboxStatus];

export const accountsDictionaries = {
  CODE_PURPOSE: {
    name: bilingual('验证码用途', 'Code purpose'),
    open: false,
    items: [
      item(CodePurpose.signIn, '短信登录', 'SMS sign-in'),
      item(CodePurpose.resetPassword, '找回密码', 'Forgotten password'),
      item(CodePurpose.bindMobile, '绑定手机', 'Bind mobile'),
    ],
  },
  OUTBOX_CHANNEL: {
    name: bilingual('消息渠道', 'Message channel'),
    open: false,
    items: [item(OutboxChannel.sms, '短信', 'SMS'), item(OutboxChannel.email, '电子邮件', 'E-mail')],
  },
  OUTBOX_STATUS: {
    name: bilingual('发件状态', 'State'),
    open: false,
    items: [
      item(OutboxStatus.kept, '留存', 'Kept'),
      item(OutboxStatus.queued, '待发送', 'Queued'),
      item(OutboxStatus.sent, '已发送', 'Sent'),
      item(OutboxStatus.failed, '发送失败', 'Failed'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
