import type { HTMLAttributes } from 'react';

interface InterviewerChoiceProps {
  /** The fieldset's id: a form focuses it when no one is chosen. */
  id: string;
  /** Who can interview, by id. */
  interviewers: Map<number, string>;
  chosen: number[];
  onChange: (chosen: number[]) => void;
  /** The form's error wiring (aria-invalid, aria-describedby) while a problem shows. */
  described?: HTMLAttributes<HTMLFieldSetElement>;
}

/** "Interviewers": one checkbox a member who can interview, as scheduling and links choose them. */
export function InterviewerChoice({
  id,
  interviewers,
  chosen,
  onChange,
  described,
}: InterviewerChoiceProps) {
  return (
    <fieldset className="schedule-who" id={id} tabIndex={-1} {...described}>
      <legend>Interviewers</legend>
      {[...interviewers].map(([memberId, name]) => (
        <label key={memberId} className="checkbox-label">
          <input
            type="checkbox"
            checked={chosen.includes(memberId)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...chosen, memberId] : chosen.filter((x) => x !== memberId),
              )
            }
          />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
