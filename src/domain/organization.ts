/**
 * The organization that posts the jobs: its name and website, which every job posting names, and
 * the introduction of its careers page. Kept in the settings under ORGANIZATION_KEY.
 */

export const ORGANIZATION_KEY = 'organization';
export const ORGANIZATION_NAME_MAX = 120;
export const CAREERS_INTRO_MAX = 2000;

/** Who posts the jobs: named on the careers page and in every posting. */
export interface Organization {
  name: string;
  /** An absolute http(s) address, or '' for none. */
  website: string;
  /** Plain text shown above the open positions; '' for none. */
  careersIntro: string;
  /** The time zone (IANA) of emails to readers who have none of their own. */
  timeZone: string;
}

export const DEFAULT_ORGANIZATION: Organization = {
  name: 'TalentFlow',
  website: '',
  careersIntro: '',
  timeZone: 'UTC',
};
