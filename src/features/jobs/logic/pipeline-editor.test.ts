import { DEFAULT_STAGES } from '@/domain/pipelines';
import {
  canMove,
  draftProblems,
  draftsOf,
  dropped,
  moved,
  removedHolding,
  stagesRequest,
  withNewStage,
} from './pipeline-editor';

const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((row) => row.name);

describe('the pipeline editor’s rules', () => {
  it('adds a stage at the end of its category, and moves a stage only within its category', () => {
    const rows = withNewStage(draftsOf(DEFAULT_STAGES), 'tech');
    expect(rows.map((row) => row.category)).toEqual([
      'applied',
      'screen',
      'tech',
      'tech',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(canMove(rows, 3, -1)).toBe(true);
    expect(canMove(rows, 3, 1)).toBe(false);
    const up = moved(rows, 3, -1);
    expect(names(up).slice(2, 4)).toEqual(['', 'Tech']);
    expect(moved(rows, 1, -1)).toEqual(rows);
  });

  it('drops a stage at another’s place, taking its category', () => {
    const rows = draftsOf(DEFAULT_STAGES);
    const next = dropped(rows, 2, 1);
    expect(names(next)).toEqual(['Applied', 'Tech', 'Screen', 'Offer', 'Hired', 'Rejected']);
    expect(next[1]!.category).toBe('screen');
  });

  it('asks where a removed stage’s candidates go, checks expected days, and sends what was kept', () => {
    const rows = draftsOf(DEFAULT_STAGES).filter((row) => row.id !== 'tech');
    const holding = removedHolding(DEFAULT_STAGES, rows, { tech: 3, screen: 1 });
    expect(holding).toEqual([{ stage: DEFAULT_STAGES[2], count: 3 }]);
    expect(draftProblems(rows, holding, {})).toEqual(['Say where the candidates of “Tech” go.']);
    rows[1]!.expectedDays = '0';
    expect(draftProblems(rows, holding, { tech: 'screen' })).toEqual([
      '“Screen”: expected days must be a whole number from 1 to 365.',
    ]);
    rows[1]!.expectedDays = '5';
    expect(draftProblems(rows, holding, { tech: 'screen' })).toEqual([]);
    expect(stagesRequest(rows, holding, { tech: 'screen' })).toEqual({
      stages: [
        { id: 'applied', name: 'Applied', category: 'applied' },
        { id: 'screen', name: 'Screen', category: 'screen', expectedDays: 5 },
        { id: 'offer', name: 'Offer', category: 'offer' },
        { id: 'hired', name: 'Hired', category: 'hired' },
        { id: 'rejected', name: 'Rejected', category: 'rejected' },
      ],
      moveTo: { tech: 'screen' },
    });
  });

  it('says a blank or repeated name in words', () => {
    const rows = withNewStage(draftsOf(DEFAULT_STAGES), 'screen');
    expect(draftProblems(rows, [], {})).toEqual(['Stage 3 needs a name.']);
    rows[2]!.name = ' screen ';
    expect(draftProblems(rows, [], {})).toEqual([
      'Two stages are named “screen”: each needs a name of its own.',
    ]);
  });
});
