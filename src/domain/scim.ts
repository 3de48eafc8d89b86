/** Provisioning through SCIM: how many of the provider's groups may map to roles, and their names' length. */
export const SCIM_LIMITS = { mappings: 50, group: 200 } as const;
