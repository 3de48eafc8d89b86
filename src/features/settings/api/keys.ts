/** Every query key of the settings feature, defined once. */
export const settingsKeys = {
  all: ['settings'] as const,
  rejectionReasons: () => ['settings', 'rejection-reasons'] as const,
};
