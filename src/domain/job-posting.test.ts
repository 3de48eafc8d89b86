import { DEFAULT_ORGANIZATION } from './organization';
import { jobPosting, jsonLdText, remoteLocation, type PostingJob } from './job-posting';

const ORG = {
  name: 'Harbour Works',
  website: 'https://harbour.example',
  careersIntro: '',
  timeZone: 'UTC',
};
const URL_7 = 'https://jobs.example/jobs/7/apply';
const welder: PostingJob = {
  id: 7,
  title: 'Welder',
  description: '## The role\n\nJoin **our** yard.',
  location: 'Leeds',
  employmentType: 'full-time',
};

describe('a job posting (schema.org JobPosting, as Google for Jobs reads it)', () => {
  it('names the job, its organization, its place, its type, its identifier and its apply page', () => {
    expect(jobPosting(welder, ORG, URL_7)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Welder',
      description: '<h2>The role</h2>\n<p>Join <strong>our</strong> yard.</p>',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbour Works',
        sameAs: 'https://harbour.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
      },
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Harbour Works', value: '7' },
      directApply: true,
      url: URL_7,
    });
  });

  it('gives the date the job was made as datePosted when the job has one', () => {
    expect(
      jobPosting({ ...welder, createdAt: '2026-03-01T09:30:00.000Z' }, ORG, URL_7).datePosted,
    ).toBe('2026-03-01T09:30:00.000Z');
    expect(jobPosting(welder, ORG, URL_7)).not.toHaveProperty('datePosted');
  });

  it('maps every employment type to Google’s values, and leaves it out when the job has none', () => {
    const type = (employmentType: PostingJob['employmentType']) =>
      jobPosting({ ...welder, employmentType }, ORG, URL_7).employmentType;
    expect(type('full-time')).toBe('FULL_TIME');
    expect(type('part-time')).toBe('PART_TIME');
    expect(type('contract')).toBe('CONTRACTOR');
    expect(type('temporary')).toBe('TEMPORARY');
    expect(type('internship')).toBe('INTERN');
    expect(jobPosting({ ...welder, employmentType: undefined }, ORG, URL_7)).not.toHaveProperty(
      'employmentType',
    );
  });

  it('marks a remote job TELECOMMUTE, with the region applicants must live in when named', () => {
    const remote = jobPosting({ ...welder, location: 'Remote (United Kingdom)' }, ORG, URL_7);
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({
      '@type': 'Country',
      name: 'United Kingdom',
    });
    expect(remote).not.toHaveProperty('jobLocation');
    const anywhere = jobPosting({ ...welder, location: 'remote' }, ORG, URL_7);
    expect(anywhere.jobLocationType).toBe('TELECOMMUTE');
    expect(anywhere).not.toHaveProperty('applicantLocationRequirements');
    expect(remoteLocation('Remote - Europe')).toEqual({ region: 'Europe' });
    expect(remoteLocation('Remote, Germany')).toEqual({ region: 'Germany' });
    // A place whose name starts with the letters is not remote work.
    expect(remoteLocation('Remoteville')).toBeUndefined();
    expect(remoteLocation('Leeds')).toBeUndefined();
    expect(remoteLocation(undefined)).toBeUndefined();
  });

  it('leaves out the place of a job without a location, and sameAs without a website', () => {
    const posting = jobPosting({ id: 3, title: 'Clerk' }, DEFAULT_ORGANIZATION, URL_7);
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'TalentFlow' });
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'TalentFlow',
      value: '3',
    });
    // A description is required: a job without one is described by its title.
    expect(posting.description).toBe('<p>Clerk</p>');
  });

  it('escapes hostile text in the description: raw HTML shown as text, unsafe links dropped', () => {
    const posting = jobPosting(
      {
        ...welder,
        title: '<b>Boss</b>',
        description:
          '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> [click](javascript:alert(3))',
      },
      ORG,
      URL_7,
    );
    const html = posting.description as string;
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<a href="">click</a>');
    const untitled = jobPosting({ id: 1, title: '<b>Boss</b> & co' }, ORG, URL_7);
    expect(untitled.description).toBe('<p>&#60;b&#62;Boss&#60;/b&#62; &#38; co</p>');
  });
});

describe('JSON-LD text', () => {
  it('cannot close its script element, and reads back as the same value', () => {
    const value = { title: '</script><script>alert(1)</script> & <!--' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
