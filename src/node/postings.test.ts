// @vitest-environment jsdom
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { escapeHtml } from '@/domain/job-posting';
import { api } from '@/test/api';
import { backend } from '@/test/backend';
import { postingRoutes, sitemap } from './postings';
import { teamPage } from './server';

/**
 * What a team server tells crawlers that run no script: the postings' JSON-LD in the pages it
 * sends, the RSS feed and the sitemap, over the store the API writes (the same routes the server
 * mounts before its static files).
 */

const BUILD =
  '<!doctype html><html><head><title>TalentFlow</title></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://jobs.harbour.example';
const HOSTILE = 'Boss </script><script>alert(1)</script> & "co"';

async function postings() {
  await api('PUT', '/settings/organization', {
    name: 'Harbour Works',
    website: 'https://harbour.example',
    careersIntro: 'We build boats.',
  });
  const welder = (
    await api('POST', '/jobs', {
      title: 'Welder',
      location: 'Leeds',
      employmentType: 'full-time',
      description: 'Join **our** yard. <img src=x onerror=alert(1)>',
    })
  ).body;
  const hostile = (
    await api('POST', '/jobs', {
      title: HOSTILE,
      location: 'Remote (UK)',
      employmentType: 'contract',
    })
  ).body;
  const closed = (await api('POST', '/jobs', { title: 'Closed role', location: 'Hull' })).body;
  await api('PATCH', `/jobs/${closed.id}`, { status: 'archived' });
  // Not yet published: nowhere an applicant or a crawler looks.
  const draft = (
    await api('POST', '/jobs', { title: 'Draft role', location: 'Leeds', status: 'draft' })
  ).body;
  const app = postingRoutes({
    store: backend().store,
    indexHtml: teamPage(BUILD),
    publicUrl: ORIGIN,
  });
  return { welder, hostile, closed, draft, app };
}

const apply = (id: number) => `${ORIGIN}/jobs/${id}/apply`;

/** Every JSON-LD block of a served page, parsed. */
function jsonLd(html: string): Array<Record<string, any>> {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, any>,
  );
}

function expectValidPosting(posting: Record<string, any>, id: number, title: string) {
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(title);
  expect(typeof posting.description).toBe('string');
  expect(posting.description.length).toBeGreaterThan(0);
  expect(posting.hiringOrganization).toEqual({
    '@type': 'Organization',
    name: 'Harbour Works',
    sameAs: 'https://harbour.example',
  });
  expect(posting.identifier).toEqual({
    '@type': 'PropertyValue',
    name: 'Harbour Works',
    value: String(id),
  });
  expect(posting.directApply).toBe(true);
  // The day the job was made, as Google asks (ISO 8601).
  expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
  expect(posting.url).toBe(apply(id));
  expect(posting.jobLocation ?? posting.jobLocationType).toBeDefined();
}

describe('job postings on a team server', () => {
  it('puts each active job’s JobPosting in the careers page it sends, before </head>', async () => {
    const { welder, hostile, app } = await postings();
    const answer = await app.request('/careers');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await answer.text();
    // Still the team server's page, and no title closes the script element early.
    expect(html).toContain('<meta name="talentflow-mode" content="team" />');
    expect(html).not.toContain('</script><script>alert(1)');
    const found = jsonLd(html);
    expect(found.map((posting) => posting.identifier.value)).toEqual([
      String(welder.id),
      String(hostile.id),
    ]);
    expectValidPosting(found[0]!, welder.id, 'Welder');
    expect(found[0]!.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
    });
    expect(found[0]!.employmentType).toBe('FULL_TIME');
    expect(found[0]!.description).toContain('<strong>our</strong>');
    expect(found[0]!.description).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expectValidPosting(found[1]!, hostile.id, HOSTILE);
    expect(found[1]!.jobLocationType).toBe('TELECOMMUTE');
    expect(found[1]!.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'UK' });
    expect(found[1]!.employmentType).toBe('CONTRACTOR');
    // The scripts are in the head, marked as sent for this address.
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    expect(head.querySelectorAll('script[data-served-postings="/careers"]')).toHaveLength(2);
  });

  it('puts an active job’s posting in its apply page, and none for an archived, draft or unknown job', async () => {
    const { welder, closed, draft, app } = await postings();
    const found = jsonLd(await (await app.request(`/jobs/${welder.id}/apply`)).text());
    expect(found).toHaveLength(1);
    expectValidPosting(found[0]!, welder.id, 'Welder');
    for (const path of [
      `/jobs/${closed.id}/apply`,
      `/jobs/${draft.id}/apply`,
      '/jobs/9999/apply',
      '/jobs/abc/apply',
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(jsonLd(html), path).toEqual([]);
    }
  });

  it('serves an RSS 2.0 feed of exactly the active jobs, linking to their apply pages', async () => {
    const { welder, hostile, app } = await postings();
    const answer = await app.request('/careers/feed.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Harbour Works: open positions');
    expect(feed.url).toBe(`${ORIGIN}/careers`);
    expect(feed.items.map((item) => [item.title, item.url, item.id])).toEqual([
      ['Welder', apply(welder.id), apply(welder.id)],
      [HOSTILE, apply(hostile.id), apply(hostile.id)],
    ]);
    // The description is the posting's HTML: the applicant's words formatted, raw HTML escaped.
    expect(feed.items[0]!.description).toContain('<strong>our</strong>');
    // Each item's date is the day its job was made.
    for (const item of feed.items) expect(item.published).toBeInstanceOf(Date);
    // Read as XML, the description is that HTML, the image still escaped within it.
    const welderItem = new XMLParser().parse(xml).rss.channel.item[0];
    expect(welderItem.description).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(welderItem.description).not.toContain('<img');
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('Closed role');
    expect(xml).not.toContain('Draft role');
  });

  it('keeps every text a team writes as text in the feed: no title writes items or links of its own', async () => {
    const breakouts = [
      'a]]><item><title>x</title><link>https://evil.test</link></item><![CDATA[',
      'a]]>]]><item><title>x</title><link>https://evil.test/2</link></item><![CDATA[b]]>c',
    ];
    const hostile = (where: string) =>
      `${where} ]]>]]></${where}><link>https://evil.test/${where}</link><${where}>`;
    await api('PUT', '/settings/organization', {
      name: hostile('title'),
      website: '',
      careersIntro: hostile('description'),
    });
    const ids: number[] = [];
    for (const title of breakouts)
      ids.push(
        (
          await api('POST', '/jobs', {
            title,
            location: hostile('location'),
            department: hostile('department'),
            description: `Join ]]>]]><item><link>https://evil.test/description</link></item> us.`,
          })
        ).body.id,
      );
    // A control character XML cannot hold does not take the whole feed down with it.
    ids.push((await api('POST', '/jobs', { title: 'Rigger\u0001 (night)' })).body.id);
    const app = postingRoutes({
      store: backend().store,
      indexHtml: teamPage(BUILD),
      publicUrl: ORIGIN,
    });
    const xml = await (await app.request('/careers/feed.xml')).text();
    const feed = parseFeed(xml);
    expect(feed.title).toBe(`${hostile('title')}: open positions`);
    expect(feed.description).toBe(hostile('description'));
    expect(feed.items.map((item) => [item.title, item.url, item.id])).toEqual([
      [breakouts[0], apply(ids[0]!), apply(ids[0]!)],
      [breakouts[1], apply(ids[1]!), apply(ids[1]!)],
      ['Rigger (night)', apply(ids[2]!), apply(ids[2]!)],
    ]);
    // Read as XML, whatever a feed reader makes of it: three items, and every link is the server's.
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const items = parsed.rss.channel.item as Array<Record<string, unknown>>;
    expect(items).toHaveLength(3);
    expect(parsed.rss.channel.link).toBe(`${ORIGIN}/careers`);
    // A description is HTML as readers show it: the location and department escaped within it.
    expect(items[0]!.description).toContain(`<p>${escapeHtml(hostile('location'))} · `);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['description', 'guid', 'link', 'pubDate', 'title']);
      expect(item.link).toMatch(new RegExp(`^${ORIGIN}/jobs/\\d+/apply$`));
    }
    expect(xml).not.toContain('<link>https://evil.test');
    // Escaped text throughout: no CDATA section for a title to end.
    expect(xml).not.toContain('<![CDATA[');
  });

  it('puts every title in the pages’ JSON-LD as written, whatever `$` or `</script>` it holds', async () => {
    await api('PUT', '/settings/organization', {
      name: "Harbour $' Works $&",
      website: '',
      careersIntro: '',
    });
    const titles = [
      'Rigger $` night',
      "Rigger $' night",
      'Rigger $& night',
      'Rigger $1 $$ night',
      'Rigger </script> night',
    ];
    const ids: number[] = [];
    for (const title of titles) ids.push((await api('POST', '/jobs', { title })).body.id);
    const app = postingRoutes({
      store: backend().store,
      indexHtml: teamPage(BUILD),
      publicUrl: ORIGIN,
    });
    const careers = await (await app.request('/careers')).text();
    // Every block parses (jsonLd would throw) and each is one job's, with its title as typed.
    const found = jsonLd(careers);
    expect(found.map((posting) => [posting.title, posting.url])).toEqual(
      titles.map((title, at) => [title, apply(ids[at]!)]),
    );
    for (const posting of found)
      expect(posting.hiringOrganization.name).toBe("Harbour $' Works $&");
    // The page around them is the one built, sent once.
    expect(careers.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(careers.match(/<\/head>/g)).toHaveLength(1);
    for (const [at, title] of titles.entries()) {
      const page = await (await app.request(`/jobs/${ids[at]}/apply`)).text();
      expect(
        jsonLd(page).map((posting) => posting.title),
        title,
      ).toEqual([title]);
      expect(page.match(/<\/head>/g), title).toHaveLength(1);
    }
  });

  it('serves a sitemap of the careers page and the active jobs’ apply pages', async () => {
    const { welder, hostile, app } = await postings();
    const answer = await app.request('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(await answer.text());
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.urlset.url.map((url: { loc: string }) => url.loc)).toEqual([
      `${ORIGIN}/careers`,
      apply(welder.id),
      apply(hostile.id),
    ]);
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('builds the addresses on the request’s origin without PUBLIC_URL, escaped in the sitemap', async () => {
    const { welder } = await postings();
    const app = postingRoutes({ store: backend().store, indexHtml: teamPage(BUILD) });
    const xml = await (await app.request('http://talent.local:8080/sitemap.xml')).text();
    expect(xml).toContain(`<loc>http://talent.local:8080/jobs/${welder.id}/apply</loc>`);
    // Nothing a job holds goes in an address (its id does), and what does is escaped as XML.
    const hostile = sitemap([welder], 'https://x.example/?a=1&b=<c>"');
    expect(hostile).toContain('<loc>https://x.example/?a=1&amp;b=&lt;c&gt;&quot;/careers</loc>');
    expect(new XMLParser().parse(hostile).urlset.url[0].loc).toBe(
      'https://x.example/?a=1&b=<c>"/careers',
    );
  });

  it('still sends the page, without postings, when the database cannot be read', async () => {
    const { welder, app } = await postings();
    vi.spyOn(backend().store, 'transaction').mockRejectedValue(new Error('database down'));
    for (const path of ['/careers', `/jobs/${welder.id}/apply`]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(jsonLd(html), path).toEqual([]);
    }
    expect((await app.request('/sitemap.xml')).status).toBe(500);
  });
});
