import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';

/** A 4xx will not change on retry (and a 401 has already signed the user out), so only retry others. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
