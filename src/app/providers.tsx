import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onRemoteChange } from '@/api/client';
import { ToastProvider } from '@/components/toast';

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
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
