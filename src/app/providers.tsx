import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onRemoteChange } from '@/api/client';
import { ToastProvider } from '@/components/toast';
import { MoveReviewContext } from '@/lib/move-review';

/** The interview feedback read before a decision, loaded the first time a decision is made. */
const loadMoveReview = () =>
  import('@/features/interviews/components/move-review').then((module) => module.moveReview);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Refetches whatever is on screen when another tab of the app saves a change. */
function RemoteChangeSync({ client }: { client: QueryClient }) {
  useEffect(() => onRemoteChange(() => void client.invalidateQueries()), [client]);
  return null;
}

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteChangeSync client={queryClient} />
      <MoveReviewContext.Provider value={loadMoveReview}>
        <ToastProvider>{children}</ToastProvider>
      </MoveReviewContext.Provider>
    </QueryClientProvider>
  );
}
