/** Every query key of the candidate's scheduling page, defined once. */
export const schedulingLinkKeys = {
  all: ['scheduling-link'] as const,
  link: (token: string) => ['scheduling-link', token] as const,
  /** The page as written for one time zone (the zone the candidate reads it in). */
  detail: (token: string, timeZone: string) => ['scheduling-link', token, timeZone] as const,
};

/** The API path of a scheduling link: its token is the key, never sent anywhere else. */
export const schedulingLinkPath = (token: string) =>
  `/scheduling-links/${encodeURIComponent(token)}`;
