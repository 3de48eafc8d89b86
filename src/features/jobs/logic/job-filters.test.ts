import {
  changeFilter,
  DEFAULT_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  pageCount,
  paramsFromFilters,
  rangeLabel,
  toJobsQuery,
} from './job-filters';

describe('filters in the URL', () => {
  it('reads a shared link back into the same filters', () => {
    const filters = { page: 3, search: 'senior dev', status: 'archived', tags: 'remote' } as const;
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('search=senior+dev&status=archived&tags=remote&page=3');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves the defaults out of the URL', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults for malformed values', () => {
    expect(filtersFromParams(new URLSearchParams('page=-2&status=deleted'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(filtersFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('changeFilter', () => {
  it('returns to page 1 whatever filter changes', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(changeFilter(onPage4, { search: 'x' })).toEqual({
      ...DEFAULT_FILTERS,
      search: 'x',
      page: 1,
    });
    expect(changeFilter(onPage4, { status: 'active' }).page).toBe(1);
    expect(changeFilter(onPage4, { tags: 'remote' }).page).toBe(1);
  });
});

describe('hasActiveFilters', () => {
  it('ignores blank text and status all', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '   ', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, status: 'active' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, tags: 'x' })).toBe(true);
  });
});

describe('toJobsQuery', () => {
  it("sends status 'all' when unfiltered, and page size 10", () => {
    expect(toJobsQuery(DEFAULT_FILTERS)).toEqual({ page: 1, pageSize: 10, status: 'all' });
  });
  it('trims text and drops blank text', () => {
    expect(toJobsQuery({ page: 2, search: '  dev ', status: 'active', tags: ' ' })).toEqual({
      page: 2,
      pageSize: 10,
      status: 'active',
      search: 'dev',
    });
  });
});

describe('pageCount and rangeLabel', () => {
  it('rounds up and keeps one page for an empty result', () => {
    expect(pageCount(25)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });
  it('describes the rows on screen', () => {
    expect(rangeLabel(1, 10, 25)).toBe('Showing 1–10 of 25 jobs');
    expect(rangeLabel(3, 5, 25)).toBe('Showing 21–25 of 25 jobs');
    expect(rangeLabel(1, 1, 1)).toBe('Showing 1–1 of 1 job');
    expect(rangeLabel(1, 0, 0)).toBeNull();
  });
});
