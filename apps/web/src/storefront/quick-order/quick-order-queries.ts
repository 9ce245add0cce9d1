import {
  addShoppingCartLines,
  checkQuickOrder,
  checkVisitorQuickOrder,
  readQuickOrderFile,
} from '@procuremart/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { cartKeys } from '../cart/keys';
import { addVisitorLines } from '../cart/visitor-cart';
import type { CheckoutItem } from '../checkout/checkout-address';
import type { PastedLine } from './paste-lines';

/** Checks a list of lines (nothing is written): a purchaser's own check, or a visitor's (limited per address). */
export const useCheckQuickOrder = (visitor = false) =>
  useMutation({
    mutationFn: (lines: PastedLine[]) => api(visitor ? checkVisitorQuickOrder : checkQuickOrder, { lines }),
  });

/** Uploads a filled-in template and answers its lines checked. */
export const useReadQuickOrderFile = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const { fileId } = await uploadFile('spreadsheet', file);
      return api(readQuickOrderFile, { fileId });
    },
  });

/** What an add did: kinds added, and kinds refused because the cart holds its 100 kinds already. */
export interface QuickOrderAdded {
  added: number;
  full: number;
}

/** Puts the chosen lines into the cart in one request; the header count follows. */
export function useAddLinesToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lines: CheckoutItem[]): Promise<QuickOrderAdded> => ({
      added: (await api(addShoppingCartLines, { lines })).added,
      full: 0,
    }),
    onSuccess: () => void client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** A visitor's add: into this browser's cart (visitor-cart.ts), merged into the account's at login. */
export const useAddLinesToVisitorCart = () =>
  useMutation({
    mutationFn: async (lines: CheckoutItem[]): Promise<QuickOrderAdded> => {
      const { added, full } = addVisitorLines(lines);
      return { added, full: full.length };
    },
  });
