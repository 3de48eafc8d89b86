import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { STAGE_LABELS } from '@/domain/constants';
import { PIPELINE_LIMITS, type PipelineStage } from '@/domain/pipelines';
import { STAGES, type Stage } from '@/domain/types';
import { useCreatePipelineTemplate } from '../api/create-pipeline-template';
import { useReplaceJobStages } from '../api/replace-job-stages';
import {
  canMove,
  draftProblems,
  draftsOf,
  dropped,
  inCategoryOrder,
  moved,
  removedHolding,
  stagesRequest,
  withNewStage,
  type StageDraft,
} from '../logic/pipeline-editor';
import { SORT_TRANSITION } from './sortable-job-list';

interface PipelineEditorProps {
  jobId: number;
  stages: readonly PipelineStage[];
  /** Candidates per stage id now: a removed stage that holds some asks where they go. */
  counts: Readonly<Record<string, number>>;
  onDone: () => void;
}

/**
 * The job's stages as a form: add, rename, reorder (drag by the grip, or Move up and Move down),
 * change a stage's category (it moves to that category's place), set expected days, remove
 * (saying where its candidates go), then save in one request. Saving as a template keeps the list
 * for new jobs.
 */
export function PipelineEditor({ jobId, stages, counts, onDone }: PipelineEditorProps) {
  const [rows, setRows] = useState(() => draftsOf(stages));
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<string[]>([]);
  const [templateName, setTemplateName] = useState('');
  const replace = useReplaceJobStages(jobId);
  const saveTemplate = useCreatePipelineTemplate();
  const toast = useToast();
  const list = useRef<HTMLOListElement>(null);
  const ids = { templateName: useId(), problems: useId() };
  const holding = removedHolding(stages, rows, counts);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const change = (key: string, patch: Partial<StageDraft>) =>
    setRows((held) => {
      const next = held.map((row) => (row.key === key ? { ...row, ...patch } : row));
      // A stage under another category moves to that category's place.
      return patch.category ? inCategoryOrder(next) : next;
    });
  // The stage just added: its name field takes the focus once it is on the screen.
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (added === null) return;
    list.current
      ?.querySelector<HTMLInputElement>(`li[data-key="${added}"] input[name="stage-name"]`)
      ?.focus();
  }, [added]);
  const add = () => {
    const next = withNewStage(rows, 'tech');
    const held = new Set(rows.map((row) => row.key));
    setRows(next);
    setAdded(next.find((row) => !held.has(row.key))?.key ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = rows.findIndex((row) => row.key === active.id);
    const to = rows.findIndex((row) => row.key === over.id);
    setRows(dropped(rows, from, to));
  };

  const save = () => {
    const problems = draftProblems(rows, holding, moveTo);
    setShown(problems);
    if (problems.length > 0) return;
    replace.mutate(stagesRequest(rows, holding, moveTo), {
      onSuccess: () => {
        toast.show('Pipeline saved.', 'success');
        onDone();
      },
    });
  };
  const keepAsTemplate = () => {
    const problems = draftProblems(rows, [], {});
    setShown(problems);
    if (problems.length > 0 || templateName.trim() === '') return;
    const { stages: kept } = stagesRequest(rows, [], {});
    saveTemplate.mutate(
      { name: templateName.trim(), stages: kept.map(({ id: _id, ...stage }) => stage) },
      {
        onSuccess: (template) => {
          toast.show(`Template “${template.name}” saved.`, 'success');
          setTemplateName('');
        },
      },
    );
  };

  return (
    <div className="pipeline-editor">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
          <ol ref={list} className="pipeline-editor-rows" aria-label="Stages">
            {rows.map((row, index) => (
              <StageRow
                key={row.key}
                row={row}
                index={index}
                canUp={canMove(rows, index, -1)}
                canDown={canMove(rows, index, 1)}
                count={row.id === undefined ? 0 : (counts[row.id] ?? 0)}
                onChange={(patch) => change(row.key, patch)}
                onMove={(delta) => setRows(moved(rows, index, delta))}
                onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className="btn btn-sm" onClick={add}>
        Add stage
      </button>
      {holding.length > 0 && (
        <fieldset className="pipeline-editor-moves">
          <legend>Where the candidates of removed stages go</legend>
          {holding.map(({ stage, count }) => (
            <MoveToField
              key={stage.id}
              stage={stage}
              count={count}
              rows={rows}
              value={moveTo[stage.id] ?? ''}
              onChange={(value) => setMoveTo((held) => ({ ...held, [stage.id]: value }))}
            />
          ))}
        </fieldset>
      )}
      {shown.length > 0 && (
        <ul id={ids.problems} className="pipeline-editor-problems" role="alert">
          {shown.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {replace.isError && (
        <p className="field-error" role="alert">
          Could not save the pipeline. {errorMessage(replace.error)}
        </p>
      )}
      <div className="pipeline-editor-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={replace.isPending}
          onClick={save}
        >
          {replace.isPending ? 'Saving…' : 'Save pipeline'}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
      <div className="pipeline-editor-template">
        <label htmlFor={ids.templateName}>Save these stages as a template</label>
        <div className="pipeline-editor-template-row">
          <input
            id={ids.templateName}
            className="input"
            value={templateName}
            maxLength={PIPELINE_LIMITS.name}
            placeholder="Template name"
            onChange={(event) => setTemplateName(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-sm"
            disabled={saveTemplate.isPending || templateName.trim() === ''}
            onClick={keepAsTemplate}
          >
            Save as template
          </button>
        </div>
        {saveTemplate.isError && (
          <p className="field-error" role="alert">
            Could not save the template. {errorMessage(saveTemplate.error)}
          </p>
        )}
      </div>
    </div>
  );
}

function StageRow({
  row,
  index,
  canUp,
  canDown,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  row: StageDraft;
  index: number;
  canUp: boolean;
  canDown: boolean;
  count: number;
  onChange: (patch: Partial<StageDraft>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: row.key, transition: SORT_TRANSITION });
  const id = useId();
  const called = row.name.trim() || `stage ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      className="pipeline-editor-row"
      data-stage={row.category}
      data-key={row.key}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle"
        aria-label={`Drag ${called}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <span className="stage-dot" aria-hidden="true" />
      <label className="visually-hidden" htmlFor={`${id}-name`}>
        Name of stage {index + 1}
      </label>
      <input
        id={`${id}-name`}
        name="stage-name"
        className="input pipeline-editor-name"
        value={row.name}
        maxLength={PIPELINE_LIMITS.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <label className="visually-hidden" htmlFor={`${id}-category`}>
        Category of {called}
      </label>
      <select
        id={`${id}-category`}
        className="input pipeline-editor-category"
        value={row.category}
        onChange={(event) => onChange({ category: event.target.value as Stage })}
      >
        {STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {STAGE_LABELS[stage]}
          </option>
        ))}
      </select>
      <label className="pipeline-editor-days" htmlFor={`${id}-days`}>
        <span>Days</span>
        <span className="visually-hidden"> expected in {called}</span>
      </label>
      <input
        id={`${id}-days`}
        className="input pipeline-editor-days-input"
        inputMode="numeric"
        value={row.expectedDays}
        onChange={(event) => onChange({ expectedDays: event.target.value })}
      />
      <span className="pipeline-editor-count">
        {count === 1 ? '1 candidate' : `${count} candidates`}
      </span>
      <span className="pipeline-editor-row-actions">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!canUp}
          aria-label={`Move ${called} up`}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!canDown}
          aria-label={`Move ${called} down`}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Remove ${called}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </span>
    </li>
  );
}

function MoveToField({
  stage,
  count,
  rows,
  value,
  onChange,
}: {
  stage: PipelineStage;
  count: number;
  rows: readonly StageDraft[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const kept = rows.filter((row) => row.id !== undefined && row.name.trim() !== '');
  return (
    <div className="field">
      <label htmlFor={id}>
        {count === 1 ? '1 candidate' : `${count} candidates`} in “{stage.name}” move to
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a stage</option>
        {kept.map((row) => (
          <option key={row.key} value={row.id}>
            {row.name.trim()}
          </option>
        ))}
      </select>
    </div>
  );
}
