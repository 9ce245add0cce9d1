import { addShoppingCartLines, checkQuickOrder, readQuickOrderFile } from '@procuremart/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { cartKeys } from '../cart/keys';
import type { CheckoutItem } from '../checkout/checkout-address';
import type { PastedLine } from './paste-lines';

/** Checks a list of lines (nothing is written). */
export const useCheckQuickOrder = () =>
  useMutation({ mutationFn: (lines: PastedLine[]) => api(checkQuickOrder, { lines }) });

/** Uploads a filled-in template and answers its lines checked. */
export const useReadQuickOrderFile = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const { fileId } = await uploadFile('spreadsheet', file);
      return api(readQuickOrderFile, { fileId });
    },
  });

/** Puts the chosen lines into the cart in one request; the header count follows. */
export function useAddLinesToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lines: CheckoutItem[]) => api(addShoppingCartLines, { lines }),
    onSuccess: () => void client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
