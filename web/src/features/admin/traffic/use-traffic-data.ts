import { type UseQueryResult, keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, TRAFFIC, type Timeframe } from '@droidforge/contracts';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { analyticsApi } from './traffic-api';

export const trafficKeys = {
  stats: (timeframe: Timeframe) => ['analytics', 'stats', timeframe] as const,
  realtime: ['analytics', 'realtime'] as const,
  suspicious: ['analytics', 'suspicious'] as const,
  blacklist: ['analytics', 'blacklist'] as const,
};

/**
 * Spec §8: a fetch that fails outright shows the 'Failed to fetch analytics data' toast; a non-ok
 * reply is not toasted. Either way the last data stays on screen (react-query keeps it) and the
 * page marks it stale.
 */
function reportFailure<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (err) {
      if (!isApiError(err) || err.status === 0) toast.error(MESSAGES.fetchAnalyticsFailed, { id: 'analytics-fetch' });
      throw err;
    }
  };
}

export function useTrafficData(timeframe: Timeframe, autoRefresh: boolean) {
  const polling = { refetchInterval: autoRefresh ? TRAFFIC.autoRefreshMs : (false as const), retry: false, staleTime: 0 };
  const stats = useQuery({ queryKey: trafficKeys.stats(timeframe), queryFn: reportFailure(() => analyticsApi.stats(timeframe)), placeholderData: keepPreviousData, ...polling });
  const realtime = useQuery({ queryKey: trafficKeys.realtime, queryFn: reportFailure(analyticsApi.realtime), ...polling });
  const suspicious = useQuery({ queryKey: trafficKeys.suspicious, queryFn: reportFailure(analyticsApi.suspicious), ...polling });
  const blacklist = useQuery({ queryKey: trafficKeys.blacklist, queryFn: reportFailure(analyticsApi.blacklist), ...polling });
  const all: UseQueryResult[] = [stats, realtime, suspicious, blacklist];
  const failed = all.filter((q) => q.isError);
  // The oldest successful load among the failing queries: what the screen is really showing.
  const staleSince = failed.length > 0 ? Math.min(...failed.map((q) => q.dataUpdatedAt || Date.now())) : null;
  return { stats, realtime, suspicious, blacklist, staleSince, refreshing: all.some((q) => q.isFetching) };
}
