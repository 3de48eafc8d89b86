import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { JobsList, JobsQuery } from '@/api/types';
import { createQueryClient } from '@/test/render';
import { reorderView } from '@/domain/reorder';
import { api, apiError, interceptApi } from '@/test/api';
import { allJobs, createJobs } from '../test/helpers';
import { jobsQueryOptions } from './get-jobs';
import { REORDER_FAILED, useReorderJobs } from './reorder-jobs';

// A page of three out of four jobs, so another writer can change the orders this view holds.
const query: JobsQuery = { page: 1, pageSize: 3, status: 'all' };

/** Loads the first page into a fresh cache and shows a move of the first job to the end, as the dashboard does. */
async function setup() {
  await createJobs([{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }]);
  const client: QueryClient = createQueryClient();
  const options = jobsQueryOptions(query);
  const previous = await client.fetchQuery(options);
  const { items, jobsToUpdate } = reorderView(previous.jobs, 0, 2);
  client.setQueryData<JobsList>(options.queryKey, { ...previous, jobs: items });
  const onFailure = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The list is on screen (observed), as on the dashboard, so invalidating it refetches it.
  const { result: hooks } = renderHook(
    () => ({ list: useQuery(options), reorder: useReorderJobs(onFailure) }),
    { wrapper },
  );
  const result = {
    get current() {
      return hooks.current.reorder;
    },
  };
  const titles = () => client.getQueryData<JobsList>(options.queryKey)?.jobs.map((j) => j.title);
  const save = () =>
    act(() => result.current.mutate({ jobsToUpdate, queryKey: options.queryKey, previous }));
  return { client, options, previous, jobsToUpdate, onFailure, result, titles, save };
}

describe('useReorderJobs', () => {
  it('sends the permuted orders and reloads the list from the server', async () => {
    const { seen } = interceptApi();
    const { jobsToUpdate, titles, save, result, onFailure } = await setup();
    expect(titles()).toEqual(['B', 'C', 'A']);
    await save();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const body = seen.find((r) => r.method === 'PATCH')?.body;
    expect(body).toEqual({ jobsToUpdate });
    expect((await allJobs()).map((j) => [j.title, j.order])).toEqual([
      ['B', 0],
      ['C', 1],
      ['A', 2],
      ['D', 3],
    ]);
    // Reloaded: a GET of the list after the PATCH.
    await waitFor(() => {
      const methods = seen.map((r) => `${r.method} ${r.url.pathname}`);
      expect(methods.slice(methods.indexOf('PATCH /api/jobs/reorder'))).toContain('GET /api/jobs');
    });
    expect(titles()).toEqual(['B', 'C', 'A']);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("restores the previous order, says 'Failed to reorder jobs.' and logs it when saving fails", async () => {
    interceptApi(({ url, method }) =>
      method === 'PATCH' && url.pathname === '/api/jobs/reorder'
        ? apiError(503, 'unavailable')
        : undefined,
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { titles, save, onFailure, result } = await setup();
    await save();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(titles()).toEqual(['A', 'B', 'C']);
    expect(onFailure).toHaveBeenCalledWith(REORDER_FAILED);
    expect(REORDER_FAILED).toBe('Failed to reorder jobs.');
    expect(log).toHaveBeenCalledWith('Failed to reorder jobs.', expect.anything());
    expect((await allJobs()).map((j) => j.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it("restores the order, shows the server's reason and reloads when the view was stale (409)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { titles, save, onFailure, result, client, options } = await setup();
    // Someone else swaps C and D first, so the orders this view holds are out of date.
    const [c, d] = (await allJobs()).slice(2);
    expect(
      (
        await api('PATCH', '/jobs/reorder', {
          jobsToUpdate: [
            { id: d!.id, order: 2 },
            { id: c!.id, order: 3 },
          ],
        })
      ).status,
    ).toBe(200);
    await save();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 409 });
    expect(onFailure).toHaveBeenCalledWith((result.current.error as Error).message);
    expect(onFailure).not.toHaveBeenCalledWith(REORDER_FAILED);
    // Reloaded from the server: its order wins.
    await waitFor(() => expect(titles()).toEqual(['A', 'B', 'D']));
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
  });
});
