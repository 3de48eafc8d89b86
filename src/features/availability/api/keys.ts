/** Every query key of the working-hours feature, defined once. */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** The signed-in member's own hours (browser mode: its one recruiter's). */
  mine: () => ['availability', 'mine'] as const,
};
