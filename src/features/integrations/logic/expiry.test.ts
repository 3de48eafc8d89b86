import { endOfDay, localDay } from './expiry';

describe('a token’s expiry day', () => {
  it('ends at the next midnight of the admin’s own time zone', () => {
    const end = endOfDay('2027-01-31')!;
    const instant = new Date(end);
    expect(localDay(instant)).toBe('2027-02-01');
    expect([instant.getHours(), instant.getMinutes(), instant.getSeconds()]).toEqual([0, 0, 0]);
    expect(endOfDay('2027-12-31')).toBe(new Date(2028, 0, 1).toISOString());
  });

  it('is no instant for text that is no day', () => {
    for (const day of ['', 'tomorrow', '2027-02-30', '2027-13-01', '27-01-01'])
      expect(endOfDay(day)).toBeUndefined();
  });

  it('names today as a date input does', () => {
    expect(localDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
