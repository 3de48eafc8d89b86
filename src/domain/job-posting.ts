import { micromark } from 'micromark';
import type { EmploymentType } from './enums';
import type { Organization } from './organization';
import type { Job } from './types';

/**
 * A job as search engines and job boards read it: schema.org's `JobPosting`, as Google for Jobs
 * asks for it (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
 * and the organization that posts it.
 */

/** Google's employment types for ours. */
export const POSTING_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/**
 * Whether a location means remote work: it starts with the word "Remote", optionally followed by
 * where applicants must live ("Remote (UK)", "Remote - Europe", "Remote, Germany").
 */
export function remoteLocation(location: string | undefined): { region?: string } | undefined {
  const match = /^remote(?![\p{L}\p{N}])[\s\-–—:,(]*(.*?)[\s)]*$/iu.exec(location?.trim() ?? '');
  if (!match) return undefined;
  return match[1] ? { region: match[1] } : {};
}

/** A job's Markdown description as HTML: raw HTML in it is escaped, unsafe link addresses dropped. */
export const descriptionHtml = (markdown: string): string => micromark(markdown);

/** Text made safe to put in HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a posting is made from; `createdAt`, when a job has one, is its `datePosted`. */
export type PostingJob = Pick<
  Job,
  'id' | 'title' | 'description' | 'location' | 'employmentType'
> & {
  createdAt?: string;
};

export type JobPosting = Record<string, unknown> & { '@type': 'JobPosting' };

/** The `JobPosting` of a job, applied for at `url` (its apply page's absolute address). */
export function jobPosting(job: PostingJob, organization: Organization, url: string): JobPosting {
  const remote = remoteLocation(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description
      ? descriptionHtml(job.description)
      : `<p>${escapeHtml(job.title)}</p>`,
    ...(job.createdAt && { datePosted: job.createdAt }),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      ...(organization.website && { sameAs: organization.website }),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(remote.region && {
            applicantLocationRequirements: { '@type': 'Country', name: remote.region },
          }),
        }
      : job.location
        ? {
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.location },
            },
          }
        : {}),
    ...(job.employmentType && { employmentType: POSTING_EMPLOYMENT_TYPES[job.employmentType] }),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(job.id) },
    directApply: true,
    url,
  };
}

/**
 * JSON for the text of a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes,
 * so no text in it (a title holding `</script>`) can end the element or open a comment.
 */
export const jsonLdText = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A job's apply page on a site at `origin`. */
export const applyPath = (jobId: number) => `/jobs/${jobId}/apply`;

/**
 * Marks the JSON-LD the team server puts in the page it sends; its value is the address it was
 * sent for, so the page does not add the same postings again.
 */
export const SERVED_POSTINGS_ATTRIBUTE = 'data-served-postings';
