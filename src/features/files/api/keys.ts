/** Every query key of the files feature, defined once. */
export const fileKeys = {
  all: ['files'] as const,
  candidate: (candidateId: number) => ['files', 'candidate', candidateId] as const,
};
