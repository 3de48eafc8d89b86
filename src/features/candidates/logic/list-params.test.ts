import {
  bulkFilterOf,
  isRangeReversed,
  listParamsFrom,
  listQuery,
  listSearchOf,
  pageCount,
  sortedBy,
  withFilter,
} from './list-params';

const parse = (search: string) => listParamsFrom(new URLSearchParams(search));

describe('the candidate list’s address', () => {
  it('reads nothing as the newest applications first, 50 a page, page 1', () => {
    expect(parse('')).toEqual({
      sort: 'appliedAt',
      order: 'desc',
      page: 1,
      pageSize: 50,
      q: undefined,
      jobId: undefined,
      stage: undefined,
      source: undefined,
      tag: undefined,
      appliedFrom: undefined,
      appliedTo: undefined,
    });
    expect(listSearchOf(parse('')).toString()).toBe('');
  });

  it('keeps every filter, the order and the page through a round trip', () => {
    const search =
      'q=kube+zurich&job=3&stage=tech&source=referral&tag=Python&from=2026-01-01&to=2026-03-31&sort=name&order=desc&page=4&size=25';
    const list = parse(search);
    expect(list).toMatchObject({
      q: 'kube zurich',
      jobId: 3,
      stage: 'tech',
      source: 'referral',
      tag: 'Python',
      appliedFrom: '2026-01-01',
      appliedTo: '2026-03-31',
      sort: 'name',
      order: 'desc',
      page: 4,
      pageSize: 25,
    });
    expect(parse(listSearchOf(list).toString())).toEqual(list);
  });

  it('leaves out what is not valid instead of failing', () => {
    const list = parse(
      'job=abc&stage=lunch&source=fax&from=2026-02-31x&to=yesterday&sort=salary&order=up&page=-2&size=7&q=%20%20',
    );
    expect(list).toEqual(parse(''));
  });

  it('gives each column its first order, and the other way on a second click', () => {
    const first = sortedBy({ ...parse('page=3'), page: 3 }, 'name');
    expect(first).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(sortedBy(first, 'name')).toMatchObject({ sort: 'name', order: 'desc' });
    expect(sortedBy(first, 'lastActivityAt')).toMatchObject({ order: 'desc' });
    // A column's first order is not written in the address; the other is.
    expect(listSearchOf(first).toString()).toBe('sort=name');
    expect(listSearchOf(sortedBy(first, 'name')).toString()).toBe('sort=name&order=desc');
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilter(parse('page=5&stage=tech'), { stage: 'offer' })).toMatchObject({
      stage: 'offer',
      page: 1,
    });
  });

  it('asks the API with its parameter names, and acts on the same filter in bulk', () => {
    const list = parse('q=ann&job=2&tag=Go&from=2026-01-01&sort=stage&page=2&size=100');
    expect(listQuery(list)).toEqual({
      q: 'ann',
      jobId: 2,
      stage: undefined,
      source: undefined,
      tag: 'Go',
      appliedFrom: '2026-01-01',
      appliedTo: undefined,
      sort: 'stage',
      order: 'asc',
      page: 2,
      pageSize: 100,
    });
    expect(bulkFilterOf(list)).toEqual({
      q: 'ann',
      jobId: 2,
      tag: 'Go',
      appliedFrom: '2026-01-01',
    });
  });

  it('knows a reversed range of days, and counts pages', () => {
    expect(isRangeReversed(parse('from=2026-05-02&to=2026-05-01'))).toBe(true);
    expect(isRangeReversed(parse('from=2026-05-01&to=2026-05-01'))).toBe(false);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });
});
