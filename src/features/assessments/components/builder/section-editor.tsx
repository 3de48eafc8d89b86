import type { Dispatch } from 'react';
import type { AssessmentStructure, Section } from '@/domain/types';
import { newQuestion, type BuilderAction } from '../../logic/builder';
import { QuestionEditor } from './question-editor';

interface SectionEditorProps {
  structure: AssessmentStructure;
  section: Section;
  index: number;
  numbers: Map<string, number>;
  problems: Map<string, string[]>;
  dispatch: Dispatch<BuilderAction>;
}

export function SectionEditor({
  structure,
  section,
  index,
  numbers,
  problems,
  dispatch,
}: SectionEditorProps) {
  const headingId = `${section.id}-heading`;
  const titleId = `${section.id}-title`;
  const last = structure.sections.length - 1;
  const addQuestion = () => {
    const question = newQuestion();
    dispatch({ type: 'addQuestion', sectionId: section.id, question });
    // Straight to the new question's text, ready to type over "New Question".
    requestAnimationFrame(() => {
      const input = document.getElementById(`${question.id}-label`) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
  };
  return (
    <section className="section-card" aria-labelledby={headingId}>
      <header className="card-header section-card-header">
        <div className="card-heading">
          <h2 id={headingId}>Section {index + 1}</h2>
          <span className="section-count">
            {section.questions.length} {section.questions.length === 1 ? 'question' : 'questions'}
          </span>
        </div>
        <div className="card-tools">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Move section up"
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveSection', sectionId: section.id, direction: -1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Move section down"
            disabled={index === last}
            onClick={() => dispatch({ type: 'moveSection', sectionId: section.id, direction: 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-remove"
            onClick={() => dispatch({ type: 'removeSection', sectionId: section.id })}
          >
            Remove section
          </button>
        </div>
      </header>
      <div className="field">
        <label htmlFor={titleId}>Section title</label>
        <input
          id={titleId}
          type="text"
          value={section.title}
          onChange={(e) =>
            dispatch({ type: 'renameSection', sectionId: section.id, title: e.target.value })
          }
        />
      </div>
      <div className="question-stack">
        {section.questions.map((question, qIndex) => (
          <QuestionEditor
            key={question.id}
            structure={structure}
            question={question}
            numbers={numbers}
            canMoveUp={qIndex > 0 || index > 0}
            canMoveDown={qIndex < section.questions.length - 1 || index < last}
            problems={problems.get(question.id) ?? []}
            dispatch={dispatch}
          />
        ))}
        {section.questions.length === 0 && (
          <p className="empty-hint">No questions yet. Add the first one.</p>
        )}
      </div>
      <button type="button" className="btn add-question" onClick={addQuestion}>
        + Add Question
      </button>
      {(problems.get(section.id) ?? []).map((message) => (
        <p key={message} className="field-error">
          {message}
        </p>
      ))}
    </section>
  );
}
