import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { platformMessageGlossary } from '../glossaries/messages';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { textLength } from '../validators';
import { PLATFORM_MESSAGE_PERMISSION } from './umc-platform-messages.pages';

// Platform-wide messages (SPEC §2: messages are open to visitors, personal ones after login): operators write
// one in both languages and send it to everyone; visitors read them on /messageList, signed-in users find
// them in their own inbox beside their personal messages (kind 'platform'), with their own read state.

/** Lengths as SPEC §5 counts them (a character above code 255 counts 2). */
export const PLATFORM_MESSAGE_LIMITS = { title: 100, body: 2000 } as const;

const platformMessageTarget = defineAuditTarget('platformMessage', bilingual('平台消息', 'Platform message'));

const limitedText = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .refine((v) => textLength(v) <= max, { message: 'validation.tooLong', params: { max } });

/** A platform-wide message as everyone reads it, in the request's language. */
export const publicMessageSchema = z.object({
  messageId: idSchema,
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type PublicMessage = z.infer<typeof publicMessageSchema>;

/** As operators manage it: both languages and who sent it. */
export const platformMessageAdminSchema = z.object({
  messageId: idSchema,
  title: z.string(),
  titleEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  /** The sender's name ('' when the account is gone). */
  sentBy: z.string(),
  createdAt: z.string(),
});
export type PlatformMessageAdmin = z.infer<typeof platformMessageAdminSchema>;

export const queryPublicMessages = defineCall({
  name: 'umc_queryPublicMessages',
  audience: ['public'],
  summary: 'Platform-wide messages (open to visitors), newest first, paged.',
  input: listInput(defineFilters(null, {}), ['createdAt'] as const),
  output: pageOf(publicMessageSchema),
});

export const getPublicMessage = defineCall({
  name: 'umc_getPublicMessage',
  audience: ['public'],
  summary: 'One platform-wide message; a personal message is not found here.',
  input: z.object({ messageId: idSchema }).strict(),
  output: publicMessageSchema,
});

export const queryPlatformMessages = defineCall({
  name: 'umc_queryPlatformMessages',
  audience: ['operator'],
  permission: PLATFORM_MESSAGE_PERMISSION,
  summary:
    'Platform-wide messages sent, with both languages and the sender, filtered by title, newest first, paged.',
  input: listInput(
    defineFilters(platformMessageGlossary, { title: filter.text(100, { label: 'titleFilter' }) }),
    ['createdAt'] as const,
  ),
  output: pageOf(platformMessageAdminSchema),
});

export const sendPlatformMessage = defineCall({
  name: 'umc_sendPlatformMessage',
  writes: true,
  touches: ['message'],
  audience: ['operator'],
  permission: PLATFORM_MESSAGE_PERMISSION,
  audit: {
    target: platformMessageTarget,
    label: bilingual('发送平台消息', 'Send platform message'),
    targetKey: 'messageId',
    detailKey: 'title',
  },
  summary: 'Sends a message to everyone: visitors and every signed-in user (plain text, both languages).',
  input: z
    .object({
      title: limitedText(PLATFORM_MESSAGE_LIMITS.title),
      titleEn: limitedText(PLATFORM_MESSAGE_LIMITS.title),
      body: limitedText(PLATFORM_MESSAGE_LIMITS.body),
      bodyEn: limitedText(PLATFORM_MESSAGE_LIMITS.body),
    })
    .strict(),
  output: platformMessageAdminSchema,
});

export const withdrawPlatformMessage = defineCall({
  name: 'umc_withdrawPlatformMessage',
  writes: true,
  touches: ['message'],
  audience: ['operator'],
  permission: PLATFORM_MESSAGE_PERMISSION,
  audit: {
    target: platformMessageTarget,
    label: bilingual('撤回平台消息', 'Withdraw platform message'),
    targetKey: 'messageId',
  },
  summary: "Withdraws a platform-wide message: it is deleted for everyone, with every user's read state.",
  input: z.object({ messageId: idSchema }).strict(),
  output: z.object({ messageId: idSchema }),
});
