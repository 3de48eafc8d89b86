import { api, snapshotDb } from '@/test/api';

/** The organization: GET (public) and PUT /api/settings/organization, in every store. */
describe('the organization settings', () => {
  const organization = {
    name: '  Harbour Works  ',
    website: 'https://harbour.example/about',
    careersIntro: ' We build boats <and> docks. ',
  };

  it('are TalentFlow with no website or introduction until saved, then as saved, trimmed', async () => {
    expect((await api('GET', '/settings/organization')).body).toEqual({
      name: 'TalentFlow',
      website: '',
      careersIntro: '',
      timeZone: 'UTC',
    });
    const saved = await api('PUT', '/settings/organization', organization);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      name: 'Harbour Works',
      website: 'https://harbour.example/about',
      careersIntro: 'We build boats <and> docks.',
      timeZone: 'UTC',
    });
    expect((await api('GET', '/settings/organization')).body).toEqual(saved.body);
    const plain = await api('PUT', '/settings/organization', {
      name: 'Harbour',
      website: '',
      careersIntro: '',
    });
    expect(plain.body).toEqual({ name: 'Harbour', website: '', careersIntro: '', timeZone: 'UTC' });
    expect(
      (await api('PUT', '/settings/organization', { ...organization, website: 'http://h.example' }))
        .status,
    ).toBe(200);
  });

  it('refuses what it cannot keep with 400 naming the field, and writes nothing', async () => {
    const first = (await api('PUT', '/settings/organization', organization)).body;
    const before = await snapshotDb();
    for (const body of [
      { ...organization, name: '   ' },
      { ...organization, name: 'x'.repeat(121) },
      { ...organization, website: 'harbour.example' },
      { ...organization, website: 'javascript:alert(1)' },
      { ...organization, website: 'ftp://harbour.example' },
      { ...organization, careersIntro: 'x'.repeat(2001) },
      { ...organization, name: 7 },
      { ...organization, extra: 1 },
      { ...organization, timeZone: 'Berlin' },
      { ...organization, timeZone: '' },
      { name: 'Only a name' },
    ]) {
      const refused = await api('PUT', '/settings/organization', body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    const named = await api('PUT', '/settings/organization', { ...organization, website: 'x' });
    expect(named.body.error.message).toMatch(/website/);
    expect((await api('GET', '/settings/organization')).body).toEqual(first);
    expect(await snapshotDb()).toEqual(before);
  });

  it('keeps the longest name and introduction allowed', async () => {
    const longest = { name: 'n'.repeat(120), website: '', careersIntro: 'i'.repeat(2000) };
    expect((await api('PUT', '/settings/organization', longest)).body).toEqual({
      ...longest,
      timeZone: 'UTC',
    });
  });

  it('keeps a default time zone for emails, in its canonical name; a save without one keeps it', async () => {
    const zoned = await api('PUT', '/settings/organization', {
      ...organization,
      timeZone: 'europe/lisbon',
    });
    expect(zoned.body.timeZone).toBe('Europe/Lisbon');
    const again = await api('PUT', '/settings/organization', { ...organization, name: 'Docks' });
    expect(again.body).toMatchObject({ name: 'Docks', timeZone: 'Europe/Lisbon' });
    expect((await api('GET', '/settings/organization')).body.timeZone).toBe('Europe/Lisbon');
  });
});
