/** Every query key of the candidate's offer page, defined once. */
export const offerLinkKeys = {
  all: ['offer-link'] as const,
  detail: (token: string) => ['offer-link', token] as const,
};

/** The API path of an offer's private link: its token is the key, never sent anywhere else. */
export const offerLinkPath = (token: string) => `/offer-links/${encodeURIComponent(token)}`;

/** The letter's PDF, for the page's download link (a plain link: the browser fetches it). */
export const offerLetterPdfHref = (token: string) => `/api${offerLinkPath(token)}/letter.pdf`;
