import { getPublicMessage, queryPublicMessages } from '@procuremart/contract/refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

/** The platform-wide messages as a visitor reads them (their own key root: no inbox of anyone's). */
export const publicMessageKeys = {
  all: ['publicMessages'] as const,
  page: (pageNo: number, language: string) => [...publicMessageKeys.all, 'page', pageNo, language] as const,
  detail: (messageId: string, language: string) =>
    [...publicMessageKeys.all, 'detail', messageId, language] as const,
};

export const PUBLIC_MESSAGES_PAGE_SIZE = 10;

export function usePublicMessages(pageNo: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: publicMessageKeys.page(pageNo, i18n.language),
    queryFn: () => api(queryPublicMessages, { pageNo, pageSize: PUBLIC_MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicMessage(messageId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: publicMessageKeys.detail(messageId, i18n.language),
    queryFn: () => api(getPublicMessage, { messageId }, { notify: false }),
    enabled: messageId !== '',
  });
}
