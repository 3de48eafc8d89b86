/**
 * The candidate fields a CSV import fills, and their names in words: shared by the import's rules
 * (domain/candidate-import), its answer's schema and the import dialog, which loads no parser.
 */
export const IMPORT_FIELDS = ['name', 'email', 'phone', 'stage', 'source', 'tags'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  stage: 'Stage',
  source: 'Source',
  tags: 'Tags',
};

/** Most candidates one import takes: a larger file is refused whole (split it). */
export const IMPORT_MAX_ROWS = 10_000;
/**
 * Most columns an import's header may have: TalentFlow reads six, and a spreadsheet of people
 * has a few dozen at most. A larger header is refused whole (400).
 */
export const IMPORT_MAX_COLUMNS = 200;
/** Largest CSV body an import reads (413 above). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** How many of the candidates an import answers in full: the dialog's preview. */
export const IMPORT_PREVIEW_ROWS = 20;
