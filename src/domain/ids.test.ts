import { parsePositiveId } from './ids';

describe('parsePositiveId', () => {
  it('reads plain decimal digits', () => {
    expect(parsePositiveId('1')).toBe(1);
    expect(parsePositiveId('16')).toBe(16);
    expect(parsePositiveId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['0', '-1', '0x10', '1e3', '01', '+5', '1.5', ' 1', '', 'abc', '9007199254740993', '99999999999999999'])('refuses %j', (raw) => {
    expect(parsePositiveId(raw)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(parsePositiveId(undefined)).toBeUndefined();
    expect(parsePositiveId(null)).toBeUndefined();
  });
});
