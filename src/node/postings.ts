import { XMLBuilder } from 'fast-xml-parser';
import { Hono, type Context } from 'hono';
import { parsePositiveId } from '@/domain/ids';
import {
  applyPath,
  escapeHtml,
  jobPosting,
  jsonLdText,
  SERVED_POSTINGS_ATTRIBUTE,
} from '@/domain/job-posting';
import type { Organization } from '@/domain/organization';
import type { Job } from '@/domain/types';
import { organizationOf } from '@/server/services/settings';
import type { Store, Tx } from '@/server/store/types';

/**
 * What a team server tells search engines and job boards about its open jobs, with no script run:
 * each active job's `JobPosting` (JSON-LD) in the page sent for the careers page and for its apply
 * page, an RSS feed of the active jobs, a sitemap, and a robots.txt naming it. Archived and
 * unknown jobs are in none of them. Each answer reads the database once.
 */

export interface PostingsOptions {
  store: Store;
  /** The page the server sends for every screen of the app (already marked team mode). */
  indexHtml: string;
  /** PUBLIC_URL: the addresses given are built on it; without it, on the request's own origin. */
  publicUrl?: string;
}

export const CAREERS_PATH = '/careers';
export const FEED_PATH = '/careers/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';

/** The active jobs and the organization, in one read. */
const activeJobs = (store: Store) =>
  store.transaction('read', async (tx: Tx) => ({
    jobs: (await tx.jobs.list({ status: 'active' }, { offset: 0, limit: Number.MAX_SAFE_INTEGER }))
      .jobs,
    organization: await organizationOf(tx),
  }));

/** A job's date, when it has one (jobs made before dates were kept have none). */
const jobDate = (job: Job): Date | undefined =>
  job.createdAt ? new Date(job.createdAt) : undefined;

/** The page with these postings' JSON-LD before `</head>`, marked as sent for `path`. */
export function pageWithPostings(
  html: string,
  path: string,
  jobs: readonly Job[],
  organization: Organization,
  origin: string,
): string {
  if (jobs.length === 0) return html;
  const scripts = jobs
    .map(
      (job) =>
        `<script type="application/ld+json" ${SERVED_POSTINGS_ATTRIBUTE}="${path}">${jsonLdText(
          jobPosting(job, organization, `${origin}${applyPath(job.id)}`),
        )}</script>`,
    )
    .join('\n    ');
  // A function, so that `$&`, `` $` `` or `$'` in a title is put as written, not expanded.
  return html.replace('</head>', () => `  ${scripts}\n  </head>`);
}

/**
 * Text as XML 1.0 can hold it: without the control characters (and lone surrogates) it has no
 * way to write, which would leave the whole document unreadable. Escaping is the builder's.
 */
const xmlText = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** XML whose every value is escaped text (`<`, `&`, `]]>`…): never CDATA, which a value could end. */
const xmlBuilder = () =>
  new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });

/**
 * RSS 2.0 of the active jobs, each linking to its apply page. Every text a team writes (the
 * organization's name and introduction, a job's title, location, department and description) is
 * escaped text, so none can end its element and write items or links of its own.
 */
export function careersFeed(
  jobs: readonly Job[],
  organization: Organization,
  origin: string,
): string {
  const careers = `${origin}${CAREERS_PATH}`;
  const items = jobs.map((job) => {
    const url = `${origin}${applyPath(job.id)}`;
    const facts = [job.location, job.department].filter(Boolean).join(' · ');
    const date = jobDate(job);
    return {
      title: xmlText(job.title),
      link: url,
      guid: { '#text': url, '@_isPermaLink': 'false' },
      // RSS's pubDate is optional: a job without a date is given none rather than a made-up one.
      ...(date && { pubDate: date.toUTCString() }),
      // Feed readers show a description as HTML: the posting's, made from the Markdown with raw
      // HTML escaped (and escaped once more here as XML).
      description: xmlText(
        (facts ? `<p>${escapeHtml(facts)}</p>\n` : '') +
          (jobPosting(job, organization, url).description as string),
      ),
    };
  });
  return xmlBuilder().build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: xmlText(`${organization.name}: open positions`),
        link: careers,
        description: xmlText(
          organization.careersIntro || `Open positions at ${organization.name}.`,
        ),
        lastBuildDate: new Date().toUTCString(),
        docs: 'https://validator.w3.org/feed/docs/rss2.html',
        copyright: xmlText(organization.name),
        'atom:link': {
          '@_href': `${origin}${FEED_PATH}`,
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        item: items,
      },
    },
  }) as string;
}

/** The sitemap: the careers page and each active job's apply page. */
export function sitemap(jobs: readonly Job[], origin: string): string {
  const entry = (loc: string, lastmod?: Date) => ({
    loc,
    ...(lastmod && { lastmod: lastmod.toISOString() }),
  });
  return xmlBuilder().build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: [
        entry(`${origin}${CAREERS_PATH}`),
        ...jobs.map((job) => entry(`${origin}${applyPath(job.id)}`, jobDate(job))),
      ],
    },
  }) as string;
}

/** The team server's routes outside /api for crawlers, before its static files. */
export function postingRoutes({ store, indexHtml, publicUrl }: PostingsOptions): Hono {
  const origin = (c: Context) => (publicUrl ? new URL(publicUrl) : new URL(c.req.url)).origin;
  // The page itself never waits on the database: if it cannot be read, the page goes without
  // postings, and the app shows its own error once it asks the API.
  const page = async (c: Context, withPostings: () => Promise<string>) =>
    c.html(await withPostings().catch(() => indexHtml), 200, { 'Cache-Control': 'no-cache' });
  return new Hono()
    .get(FEED_PATH, async (c) => {
      const { jobs, organization } = await activeJobs(store);
      return c.body(careersFeed(jobs, organization, origin(c)), 200, {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    })
    .get(SITEMAP_PATH, async (c) => {
      const { jobs } = await activeJobs(store);
      return c.body(sitemap(jobs, origin(c)), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    })
    .get('/robots.txt', (c) =>
      c.text(`User-agent: *\nDisallow: /api/\n\nSitemap: ${origin(c)}${SITEMAP_PATH}\n`, 200, {
        'Cache-Control': 'no-cache',
      }),
    )
    .get(CAREERS_PATH, (c) =>
      page(c, async () => {
        const { jobs, organization } = await activeJobs(store);
        return pageWithPostings(indexHtml, CAREERS_PATH, jobs, organization, origin(c));
      }),
    )
    .get('/jobs/:id/apply', (c) =>
      page(c, async () => {
        const id = parsePositiveId(c.req.param('id'));
        if (id === undefined) return indexHtml;
        const { job, organization } = await store.transaction('read', async (tx: Tx) => ({
          job: await tx.jobs.get(id),
          organization: await organizationOf(tx),
        }));
        const active = job?.status === 'active' ? [job] : [];
        return pageWithPostings(indexHtml, applyPath(id), active, organization, origin(c));
      }),
    );
}
