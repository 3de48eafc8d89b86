import { isDay } from './days';

describe('isDay', () => {
  it('takes real calendar days written YYYY-MM-DD only', () => {
    expect(isDay('2032-02-29')).toBe(true);
    expect(isDay('2030-02-29')).toBe(false);
    expect(isDay('2027-02-31')).toBe(false);
    expect(isDay('2030-3-1')).toBe(false);
    expect(isDay('2030-03-01T00:00')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });
});
