import { FILE_ACCEPT } from '@/domain/files';
import type { ResumeSetting } from '@/domain/assessment';

interface ResumeFieldProps {
  id: string;
  /** Optional or required; a job that does not ask for one shows no field. */
  setting: Exclude<ResumeSetting, 'off'>;
  error?: string;
  onFile?: (file: File | undefined) => void;
  headingLevel?: 2 | 4;
}

/** The applicant's résumé: on every application form (and the builder's preview) that asks for one. */
export function ResumeField({ id, setting, error, onFile, headingLevel = 2 }: ResumeFieldProps) {
  const Heading = `h${headingLevel}` as const;
  const required = setting === 'required';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className="form-section" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="form-section-title">
        Résumé
      </Heading>
      <div className={`field question-field${error ? ' has-error' : ''}`}>
        <div className="question-label-row">
          <label htmlFor={id}>{required ? 'Your résumé' : 'Your résumé (optional)'}</label>
          {required && (
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={FILE_ACCEPT}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => onFile?.(e.target.files?.[0])}
        />
        <span id={hintId} className="field-hint">
          PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG, up to 10 MB.
        </span>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
