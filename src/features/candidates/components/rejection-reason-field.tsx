import type { RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import type { RejectionReasons } from '@/api/types';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';

/**
 * The required reason of a rejection, from the team's list (one candidate's Reject dialog and the
 * board's bulk one): a failed list says so and offers to load it again.
 */
export function RejectionReasonField({
  reasons,
  value,
  error,
  selectRef,
  onChange,
}: {
  reasons: UseQueryResult<RejectionReasons>;
  value: string;
  error?: string;
  selectRef: RefObject<HTMLSelectElement | null>;
  onChange: (reason: string) => void;
}) {
  return (
    <>
      <SelectField
        label="Reason"
        value={value}
        aria-required="true"
        error={error}
        selectRef={selectRef}
        data-autofocus
        onChange={onChange}
      >
        <option value="">{reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}</option>
        {reasons.data?.reasons.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      {reasons.isError && (
        <ErrorMessage>
          Could not load the rejection reasons: {errorMessage(reasons.error)}{' '}
          <button type="button" className="btn btn-sm" onClick={() => void reasons.refetch()}>
            Try again
          </button>
        </ErrorMessage>
      )}
    </>
  );
}
