import type { BillingOverview, PlanChangeReply } from '@droidforge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../api/api-error';
import { fetchBilling } from '../../api/billing';
import { useAuthStore } from '../../stores/auth-store';
import { creditsQueryKey } from '../../api/use-credits';

export const billingQueryKey = ['billing'] as const;

/** The Plan & billing overview; the stored user's plan and credits follow it. */
export function useBilling() {
  const query = useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling });
  return query;
}

/** Applies a plan change's answer everywhere: the overview, the stored user, the credit meter. */
export function useBillingAction<T = void>(action: (arg: T) => Promise<PlanChangeReply>, failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (reply) => {
      applyOverview(client, reply.overview);
      toast.success(reply.message, { duration: 6000 });
    },
    onError: (err) => toast.error(errorMessage(err, failure)),
  });
}

export function applyOverview(client: ReturnType<typeof useQueryClient>, overview: BillingOverview): void {
  client.setQueryData(billingQueryKey, overview);
  client.setQueryData(creditsQueryKey, { credits: overview.credits });
  const { user, updateUser } = useAuthStore.getState();
  if (user) updateUser({ ...user, subscription_tier: overview.tier, credits: overview.credits });
}
