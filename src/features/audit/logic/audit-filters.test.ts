import {
  changeFilter,
  filtersFromParams,
  hasActiveFilters,
  NO_FILTERS,
  pageCount,
  paramsFromFilters,
  rangeLabel,
  rangeProblem,
  toAuditQuery,
} from './audit-filters';

describe('the audit filters in the address', () => {
  it('reads a shared link back into the same filters', () => {
    const filters = {
      action: 'member.role_changed',
      memberId: 7,
      from: '2030-03-01',
      to: '2030-03-31',
      page: 3,
    } as const;
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'action=member.role_changed&member=7&from=2030-03-01&to=2030-03-31&page=3',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves out what is not set, and page 1', () => {
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('drops what is malformed: an unknown action, a bad member, a day that is not one, a bad page', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('action=auth.hack&member=-3&from=2030-02-30&to=tomorrow&page=0'),
      ),
    ).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('page=1.5&member=abc')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=2000000')).page).toBe(1);
  });

  it('starts again from page 1 when a filter changes, and forgets one set back to any', () => {
    const filters = { action: 'auth.login', from: '2030-03-01', page: 4 } as const;
    expect(changeFilter(filters, { memberId: 2 })).toEqual({ ...filters, memberId: 2, page: 1 });
    const cleared = changeFilter(filters, { action: undefined });
    expect(cleared).toEqual({ from: '2030-03-01', page: 1 });
    expect('action' in cleared).toBe(false);
    expect(hasActiveFilters(cleared)).toBe(true);
    expect(hasActiveFilters({ page: 5 })).toBe(false);
  });
});

describe('the range of days', () => {
  it('says a range that ends before it starts; one day, or an open end, is fine', () => {
    expect(rangeProblem({ from: '2030-03-02', to: '2030-03-01' })).toMatch(
      /^The range ends before it starts/,
    );
    expect(rangeProblem({ from: '2030-03-01', to: '2030-03-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2030-03-01' })).toBeUndefined();
    expect(rangeProblem({ to: '2030-03-01' })).toBeUndefined();
  });
});

describe('the request and its pages', () => {
  it('asks for the member as actorId, with the page and its size', () => {
    expect(toAuditQuery({ memberId: 2, to: '2030-03-01', page: 2 })).toEqual({
      action: undefined,
      actorId: 2,
      from: undefined,
      to: '2030-03-01',
      page: 2,
      pageSize: 50,
    });
  });

  it('counts the pages, an empty log having one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });

  it('says which events are shown', () => {
    expect(rangeLabel(2, 50, 120)).toBe('Showing 51–100 of 120 events');
    expect(rangeLabel(1, 1, 1)).toBe('Showing 1–1 of 1 event');
    expect(rangeLabel(1, 0, 0)).toBeNull();
  });
});
