import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { orderKeys, ordersApi } from '../../api/orders.api.ts';
import { orderPath } from './order-paths.ts';

/**
 * "Pay now": asks the server for a payment page and sends the browser there. The button stays busy
 * until the page has gone (a second press would open a second payment).
 */
export function usePayByCard() {
  const [isLeaving, setIsLeaving] = useState(false);
  const pay = useMutation({
    mutationFn: (orderId: number) => ordersApi.payByCard(orderId),
    onSuccess: ({ paymentUrl }) => {
      setIsLeaving(true);
      window.location.href = paymentUrl;
    },
  });
  return {
    pay: (orderId: number) => {
      if (!pay.isPending && !isLeaving) pay.mutate(orderId);
    },
    isPaying: pay.isPending || isLeaving,
    payingOrderId: pay.isPending || isLeaving ? (pay.variables ?? null) : null,
    error: pay.error,
    reset: pay.reset,
  };
}

/** "Pay later by bank transfer" for an order already placed: it waits (PENDING) and an e-mail follows. */
export function usePayLater() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orderId: number) => ordersApi.payLater(orderId),
    onSuccess: async ({ orderId }) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate(orderPath(orderId), { replace: true });
    },
  });
}
