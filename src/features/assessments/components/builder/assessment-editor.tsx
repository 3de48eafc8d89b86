import type { Dispatch } from 'react';
import { RESUME_SETTING_LABELS, resumeSetting, type ResumeSetting } from '@/domain/assessment';
import type { AssessmentStructure } from '@/domain/types';
import { newSection, type BuilderAction } from '../../logic/builder';
import { questionNumbers } from '../../logic/describe';
import { SectionEditor } from './section-editor';

interface AssessmentEditorProps {
  structure: AssessmentStructure;
  dispatch: Dispatch<BuilderAction>;
  /** Problems to show, by section or question id. */
  problems: Map<string, string[]>;
}

/** The editing column: the assessment title, then each section with its questions. */
export function AssessmentEditor({ structure, dispatch, problems }: AssessmentEditorProps) {
  const numbers = questionNumbers(structure);
  const addSection = () => {
    const section = newSection();
    dispatch({ type: 'addSection', section });
    requestAnimationFrame(() => {
      const input = document.getElementById(`${section.id}-title`) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
  };
  return (
    <div className="builder-editor">
      <div className="panel editor-title-card">
        <div className="field">
          <label htmlFor="assessment-title">Assessment title</label>
          <input
            id="assessment-title"
            type="text"
            value={structure.title}
            placeholder="For example: Frontend Engineer Assessment"
            onChange={(e) => dispatch({ type: 'setTitle', title: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="assessment-resume">Ask for a résumé</label>
          <select
            id="assessment-resume"
            value={resumeSetting(structure)}
            aria-describedby="assessment-resume-hint"
            onChange={(e) =>
              dispatch({ type: 'setResume', resume: e.target.value as ResumeSetting })
            }
          >
            {(Object.keys(RESUME_SETTING_LABELS) as ResumeSetting[]).map((setting) => (
              <option key={setting} value={setting}>
                {RESUME_SETTING_LABELS[setting]}
              </option>
            ))}
          </select>
          <span id="assessment-resume-hint" className="field-hint">
            Asked on the application form, beside the questions.
          </span>
        </div>
      </div>
      {structure.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          structure={structure}
          section={section}
          index={index}
          numbers={numbers}
          problems={problems}
          dispatch={dispatch}
        />
      ))}
      {structure.sections.length === 0 && (
        <div className="panel empty-state builder-empty">
          <h2>No sections yet</h2>
          <p>Sections group your questions. Add one to start building the assessment.</p>
        </div>
      )}
      <button type="button" className="btn add-section" onClick={addSection}>
        + Add Section
      </button>
    </div>
  );
}
