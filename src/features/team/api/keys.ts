/** Every query key of the team feature. The members, active and deactivated, are shared queries in src/api/queries. */
export const teamKeys = {
  all: ['team'] as const,
  invitations: () => ['team', 'invitations'] as const,
};
