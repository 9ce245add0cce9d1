import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row, RowAction } from './types';
import { useFeedback } from './use-feedback';

/**
 * Runs a row action; one that resolves with a success key shows the message and refreshes the domain's
 * queries. Failures were already shown by the API client, so they end here.
 */
export function useActionRunner(queryKey: readonly unknown[]) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useCallback(
    async <R extends Row>(action: RowAction<R>, row: R) => {
      try {
        await action.run(row);
      } catch {
        return;
      }
      if (action.successKey) {
        message.success(t(action.successKey));
        await queryClient.invalidateQueries({ queryKey });
      }
    },
    [message, queryClient, queryKey, t],
  );
}
