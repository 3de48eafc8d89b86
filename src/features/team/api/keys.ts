/** Every query key of the team feature. The members are the shared query in src/api/queries. */
export const teamKeys = {
  all: ['team'] as const,
  invitations: () => ['team', 'invitations'] as const,
  deactivated: () => ['team', 'deactivated'] as const,
};
