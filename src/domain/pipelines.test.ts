import {
  DEFAULT_STAGES,
  daysSince,
  enteredStageAt,
  isOverdue,
  firstStageOf,
  isDefaultPipeline,
  pipelineProblems,
  isAt,
  placeFor,
  placeOf,
  stageById,
  stageIdOf,
  stagesOf,
  stageRemovals,
  withStageIds,
  type PipelineStage,
} from './pipelines';
import { pipelineTemplateInputSchema, replaceStagesSchema } from './schemas/pipelines';

const designer: PipelineStage[] = [
  { id: 'applied', name: 'Applied', category: 'applied' },
  { id: 'p1', name: 'Portfolio review', category: 'screen', expectedDays: 3 },
  { id: 'p2', name: 'Design exercise', category: 'tech' },
  { id: 'p3', name: 'Team chat', category: 'tech' },
  { id: 'offer', name: 'Offer', category: 'offer' },
  { id: 'hired', name: 'Hired', category: 'hired' },
  { id: 'rejected', name: 'Rejected', category: 'rejected' },
];

describe('the default pipeline', () => {
  it('is the spec’s six stages, in its order, with the categories’ names as ids', () => {
    expect(DEFAULT_STAGES.map(({ id, name, category }) => [id, name, category])).toEqual([
      ['applied', 'Applied', 'applied'],
      ['screen', 'Screen', 'screen'],
      ['tech', 'Tech', 'tech'],
      ['offer', 'Offer', 'offer'],
      ['hired', 'Hired', 'hired'],
      ['rejected', 'Rejected', 'rejected'],
    ]);
    expect(isDefaultPipeline(DEFAULT_STAGES)).toBe(true);
    expect(pipelineProblems(DEFAULT_STAGES)).toEqual([]);
  });

  it('is no longer the default once a stage is renamed, added or given a time', () => {
    expect(isDefaultPipeline(designer)).toBe(false);
    expect(
      isDefaultPipeline(
        DEFAULT_STAGES.map((s) => (s.id === 'tech' ? { ...s, name: 'Tech 1' } : s)),
      ),
    ).toBe(false);
    expect(
      isDefaultPipeline(
        DEFAULT_STAGES.map((s) => (s.id === 'screen' ? { ...s, expectedDays: 2 } : s)),
      ),
    ).toBe(false);
  });
});

describe('pipelineProblems', () => {
  it('accepts a job’s own stages, several in one category', () => {
    expect(pipelineProblems(designer)).toEqual([]);
  });

  it('asks for a stage in Applied, Hired and Rejected', () => {
    expect(pipelineProblems(designer.filter((s) => s.category === 'screen'))).toEqual([
      'A pipeline needs a stage in Applied.',
      'A pipeline needs a stage in Hired.',
      'A pipeline needs a stage in Rejected.',
    ]);
  });

  it('asks for names of 1 to 60 characters, unique without regard to case or spaces', () => {
    const named = (name: string, i: number) =>
      designer.map((s, k) => (k === i ? { ...s, name } : s));
    expect(pipelineProblems(named('   ', 1))).toEqual(['Stage 2 needs a name.']);
    expect(pipelineProblems(named('x'.repeat(60), 1))).toEqual([]);
    expect(pipelineProblems(named('x'.repeat(61), 1))).toEqual([
      `“${'x'.repeat(61)}” is longer than 60 characters.`,
    ]);
    expect(pipelineProblems(named(' design EXERCISE ', 3))).toEqual([
      'Two stages are named “design EXERCISE”: each needs a name of its own.',
    ]);
  });

  it('keeps the categories’ order: a stage may not come before one of an earlier category', () => {
    const swapped = [designer[0]!, designer[2]!, designer[1]!, ...designer.slice(3)];
    expect(pipelineProblems(swapped)).toEqual([
      '“Portfolio review” (Screen) comes after “Design exercise” (Tech): stages run in the order Applied, Screen, Tech, Offer, Hired, Rejected.',
    ]);
  });

  it('refuses two stages with one id, and more than 20 stages', () => {
    expect(
      pipelineProblems([
        ...designer.slice(0, 2),
        { ...designer[2]!, id: 'p1' },
        ...designer.slice(3),
      ]),
    ).toEqual(['Two stages have the id p1.']);
    const many = Array.from({ length: 18 }, (_, i) => ({
      name: `Round ${i + 1}`,
      category: 'tech' as const,
    }));
    expect(pipelineProblems([designer[0]!, ...many, designer[5]!, designer[6]!])).toEqual([
      'A pipeline has at most 20 stages.',
    ]);
    expect(pipelineProblems([designer[0]!, ...many.slice(1), designer[5]!, designer[6]!])).toEqual(
      [],
    );
  });
});

describe('finding stages', () => {
  it('finds a stage by id, and a category’s first stage for a move by category alone', () => {
    expect(stageById(designer, 'p2')?.name).toBe('Design exercise');
    expect(stageById(designer, 'screen')).toBeUndefined();
    expect(firstStageOf(designer, 'tech')?.id).toBe('p2');
    expect(
      firstStageOf(
        designer.filter((s) => s.category !== 'offer'),
        'offer',
      ),
    ).toBeUndefined();
  });
});

describe('placeFor: where a move goes', () => {
  it('takes a stage of the job by id, with its category', () => {
    expect(placeFor(designer, { stageId: 'p3' })).toEqual({ stage: 'tech', stageId: 'p3' });
  });
  it('sends a move by category alone to the category’s first stage, and a new candidate to Applied', () => {
    expect(placeFor(designer, { stage: 'tech' })).toEqual({ stage: 'tech', stageId: 'p2' });
    expect(placeFor(designer, {})).toEqual({ stage: 'applied', stageId: 'applied' });
    expect(placeFor(DEFAULT_STAGES, { stage: 'screen' })).toEqual({
      stage: 'screen',
      stageId: 'screen',
    });
  });
  it('refuses in words a stage the job does not have, or a stage and category that disagree', () => {
    expect(placeFor(designer, { stageId: 'screen' })).toBe(
      'stageId: screen is not a stage of this job.',
    );
    expect(placeFor(designer, { stageId: 'p1', stage: 'tech' })).toBe(
      'stageId: “Portfolio review” is a stage of Screen, not Tech.',
    );
    const noOffer = designer.filter((s) => s.category !== 'offer');
    expect(placeFor(noOffer, { stage: 'offer' })).toBe('stage: this job has no stage in Offer.');
  });
  it('reads where a row is whether or not it keeps the stage id, and whether a move would change it', () => {
    expect(placeOf({ stage: 'screen' })).toEqual({ stage: 'screen', stageId: 'screen' });
    expect(placeOf({ stage: 'tech', stageId: 'p2' })).toEqual({ stage: 'tech', stageId: 'p2' });
    expect(isAt({ stage: 'offer' }, { stage: 'offer', stageId: 'offer' })).toBe(true);
    expect(isAt({ stage: 'tech', stageId: 'p2' }, { stage: 'tech', stageId: 'p3' })).toBe(false);
    // A stage that changed category: the same id, another place.
    expect(isAt({ stage: 'tech', stageId: 'offer' }, { stage: 'offer', stageId: 'offer' })).toBe(
      false,
    );
  });
  it('reads a job without stages of its own as the six, and a row without a stage id as its category’s', () => {
    expect(stagesOf({})).toBe(DEFAULT_STAGES);
    expect(stagesOf({ stages: designer })).toBe(designer);
    expect(stageIdOf({ stage: 'screen' })).toBe('screen');
    expect(stageIdOf({ stage: 'screen', stageId: 'p1' })).toBe('p1');
  });
});

describe('withStageIds', () => {
  it('keeps given ids, gives new stages ids the list does not hold, and trims names', () => {
    const ids = ['p1', 'n1', 'n2'];
    const kept = withStageIds(
      [
        { id: 'applied', name: ' Applied ', category: 'applied' },
        { name: 'Portfolio', category: 'screen', expectedDays: 2 },
        { id: 'p1', name: 'Case study', category: 'tech' },
        { name: 'Hired', category: 'hired' },
        { id: 'rejected', name: 'Rejected', category: 'rejected' },
      ],
      () => ids.shift()!,
    );
    expect(kept).toEqual([
      { id: 'applied', name: 'Applied', category: 'applied' },
      { id: 'n1', name: 'Portfolio', category: 'screen', expectedDays: 2 },
      { id: 'p1', name: 'Case study', category: 'tech' },
      { id: 'n2', name: 'Hired', category: 'hired' },
      { id: 'rejected', name: 'Rejected', category: 'rejected' },
    ]);
  });
});

describe('stageRemovals', () => {
  const after = designer.filter((s) => s.id !== 'p3' && s.id !== 'p1');

  it('removes an empty stage without asking, and a held one only with where its candidates go', () => {
    const counts = new Map([
      ['p1', 0],
      ['p3', 2],
    ]);
    expect(stageRemovals(designer, after, counts)).toEqual({
      removals: [
        { id: 'p1', moveTo: null },
        { id: 'p3', moveTo: null },
      ],
      problems: ['“Team chat” still holds 2 candidates: say which stage they move to (moveTo).'],
    });
    expect(stageRemovals(designer, after, counts, { p3: 'p2' })).toEqual({
      removals: [
        { id: 'p1', moveTo: null },
        { id: 'p3', moveTo: 'p2' },
      ],
      problems: [],
    });
  });

  it('refuses a moveTo from a stage kept, or to a stage removed or unknown', () => {
    const counts = new Map([['p3', 1]]);
    expect(stageRemovals(designer, after, counts, { p2: 'offer', p3: 'p1' }).problems).toEqual([
      'moveTo: p2 is not a stage this change removes.',
      'moveTo: p1 is not a stage of the job’s new list.',
    ]);
    expect(stageRemovals(designer, after, counts, { p3: 'nowhere' }).problems).toEqual([
      'moveTo: nowhere is not a stage of the job’s new list.',
    ]);
  });

  it('removes nothing when the list keeps every stage, reordered or renamed', () => {
    const renamed = designer.map((s) => (s.id === 'p2' ? { ...s, name: 'Whiteboard' } : s));
    expect(stageRemovals(designer, renamed, new Map([['p2', 5]]))).toEqual({
      removals: [],
      problems: [],
    });
  });
});

describe('the stages’ request schemas', () => {
  it('takes a job’s new list with new stages without ids, and where removed stages’ candidates go', () => {
    const parsed = replaceStagesSchema.safeParse({
      stages: [
        { id: 'applied', name: 'Applied', category: 'applied' },
        { name: 'Portfolio review', category: 'screen', expectedDays: 3 },
        { id: 'hired', name: 'Hired', category: 'hired' },
        { id: 'rejected', name: 'Rejected', category: 'rejected' },
      ],
      moveTo: { tech: 'hired' },
    });
    expect(parsed.success).toBe(true);
  });

  it('says in words what is wrong with a list, field by field and as a whole', () => {
    const problems = (body: unknown) =>
      replaceStagesSchema
        .safeParse(body)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(
      problems({
        stages: [
          { name: 'Applied', category: 'applied', expectedDays: 0 },
          { id: 'a b', name: 'Hired', category: 'won' },
        ],
      }),
    ).toEqual([
      'stages.0.expectedDays: must be at least 1.',
      'stages.1.id: must be letters, digits, - or _.',
      'stages.1.category: must be one of applied, screen, tech, offer, hired, rejected.',
    ]);
    expect(problems({ stages: [{ name: 'Applied', category: 'applied' }] })).toEqual([
      'stages: A pipeline needs a stage in Hired.',
      'stages: A pipeline needs a stage in Rejected.',
    ]);
    expect(problems({ stages: DEFAULT_STAGES, extra: 1 })).toEqual([': Unrecognized key: "extra"']);
  });

  it('asks a template for a name of 1 to 60 characters', () => {
    expect(
      pipelineTemplateInputSchema.safeParse({ name: ' Design ', stages: DEFAULT_STAGES }).data
        ?.name,
    ).toBe('Design');
    expect(
      pipelineTemplateInputSchema.safeParse({ name: '  ', stages: DEFAULT_STAGES }).error?.issues[0]
        ?.message,
    ).toBe('Name is required.');
  });
});

describe('time in stage', () => {
  const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
  const entries = [
    { date: at(1), stage: 'applied' as const },
    { date: at(2), stage: 'screen' as const, stageId: 'p1' },
    { date: at(3), stage: 'screen' as const },
    { date: at(4), stage: 'screen' as const, stageId: 'p1' },
    { date: at(6), stage: 'screen' as const, stageId: 'p1' },
  ];

  it('starts a stay at the first entry of the last run in the stage, notes and emails within it', () => {
    expect(enteredStageAt({ stage: 'screen', stageId: 'p1' }, entries)).toBe(at(4));
    // The default stage's entries have no stage id: their category's name is theirs.
    expect(enteredStageAt({ stage: 'screen', stageId: 'screen' }, entries.slice(0, 3))).toBe(at(3));
    // A timeline that does not end in the stage says nothing of when they came.
    expect(enteredStageAt({ stage: 'tech', stageId: 'tech' }, entries)).toBeNull();
    expect(enteredStageAt({ stage: 'applied', stageId: 'applied' }, [])).toBeNull();
  });

  it('counts whole days, and is overdue only past the expected days', () => {
    expect(daysSince(at(4), Date.parse(at(7, 23)))).toBe(3);
    expect(daysSince(at(4), Date.parse(at(8)))).toBe(4);
    expect(daysSince(at(8), Date.parse(at(4)))).toBe(0);
    expect(isOverdue({ expectedDays: 3 }, 3)).toBe(false);
    expect(isOverdue({ expectedDays: 3 }, 4)).toBe(true);
    expect(isOverdue({}, 400)).toBe(false);
  });
});
