import type { SimulatedPayment } from '@procuremart/contract';
import {
  confirmSimulatedPayment,
  getCashier,
  getSimulatedPayment,
  payOrder,
} from '@procuremart/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { paymentKeys } from './keys';

const useUserId = () => useSession().userInfo?.userId ?? '';

/** A checkout's cashier; read afresh each time (orders may have been paid or cancelled meanwhile). */
export function useCashier(parentOrderId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: paymentKeys.cashier(userId, parentOrderId),
    queryFn: () => api(getCashier, { parentOrderId }),
    enabled: parentOrderId !== '',
    staleTime: 0,
  });
}

export function usePayOrder(parentOrderId: string) {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (payMethod: '01' | '02' | '03') =>
      api(payOrder, { parentOrderId, payMethod }, { notify: false }),
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.cashier(userId, parentOrderId) }),
  });
}

/** A payment attempt on the simulated gateway page. */
export function useSimulatedPayment(payNo: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: paymentKeys.attempt(userId, payNo),
    queryFn: () => api(getSimulatedPayment, { payNo }),
    enabled: payNo !== '',
    staleTime: 0,
  });
}

export function useConfirmPayment(payNo: string) {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (outcome: 'success' | 'fail') => api(confirmSimulatedPayment, { payNo, outcome }),
    onSuccess: (payment: SimulatedPayment) => {
      client.setQueryData(paymentKeys.attempt(userId, payNo), payment);
      void client.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
