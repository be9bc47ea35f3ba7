import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@droidforge/contracts';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { analyticsApi } from './traffic-api';
import { trafficKeys } from './use-traffic-data';

/** The server's reason (e.g. "You cannot block … your own address") under the spec's toast text. */
function failure(spec: string, err: unknown): string {
  return isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? `${spec}\n${err.message}` : spec;
}

/** Block and unblock with the spec's toasts; the lists reload afterwards. */
export function useBlacklistActions() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: ['analytics'] });
  const block = useMutation({
    mutationFn: analyticsApi.block,
    onSuccess: (_reply, ip) => {
      toast.success(`IP ${ip} added to blacklist`);
      void client.invalidateQueries({ queryKey: trafficKeys.blacklist });
    },
    onError: (err) => toast.error(failure(MESSAGES.blacklistFailed, err)),
    onSettled: reload,
  });
  const unblock = useMutation({
    mutationFn: analyticsApi.unblock,
    onSuccess: (_reply, ip) => toast.success(`IP ${ip} removed from blacklist`),
    onError: (err) => toast.error(failure(MESSAGES.unblacklistFailed, err)),
    onSettled: reload,
  });
  return { block, unblock };
}
