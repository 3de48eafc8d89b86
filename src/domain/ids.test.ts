import { MAX_ID, parsePositiveId } from './ids';

describe('parsePositiveId', () => {
  it('reads plain decimal digits', () => {
    expect(parsePositiveId('1')).toBe(1);
    expect(parsePositiveId('16')).toBe(16);
    expect(parsePositiveId('2147483647')).toBe(MAX_ID);
  });

  it.each([
    '0',
    '-1',
    '0x10',
    '1e3',
    '01',
    '+5',
    '1.5',
    ' 1',
    '',
    'abc',
    '2147483648',
    '9007199254740991',
    '9007199254740993',
    '99999999999999999',
  ])('refuses %j', (raw) => {
    expect(parsePositiveId(raw)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(parsePositiveId(undefined)).toBeUndefined();
    expect(parsePositiveId(null)).toBeUndefined();
  });
});
