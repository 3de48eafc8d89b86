/** Every query key of the applicant's status page, defined once. */
export const myApplicationKeys = {
  all: ['my-application'] as const,
  detail: (token: string) => ['my-application', token] as const,
};

/** The API path of a private link: its token is the key, never sent anywhere else. */
export const myApplicationPath = (token: string) => `/my-application/${encodeURIComponent(token)}`;
