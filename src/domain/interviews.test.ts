import {
  attributesByHeading,
  completePlan,
  DEFAULT_PLAN,
  newPlanId,
  planProblems,
  PLAN_STAGES,
} from './interviews';

describe('interview plans', () => {
  it('start from a default plan of three interviews, screen to offer, each with attributes', () => {
    expect(
      DEFAULT_PLAN.interviews.map((i) => [i.name, i.stage, i.durationMinutes, i.attributes.length]),
    ).toEqual([
      ['Phone screen', 'screen', 30, 3],
      ['Technical interview', 'tech', 60, 4],
      ['Final interview', 'offer', 45, 3],
    ]);
    expect(planProblems(DEFAULT_PLAN)).toEqual([]);
    expect(PLAN_STAGES).toEqual(['screen', 'tech', 'offer']);
  });

  it('give new interviews and attributes ids from their names, unique in the plan, and keep given ones', () => {
    const plan = completePlan({
      interviews: [
        {
          id: 'phone-screen',
          name: ' Phone screen ',
          stage: 'screen',
          durationMinutes: 30,
          attributes: [{ heading: ' Skills ', name: ' Café & Co ' }],
        },
        {
          name: 'Phone screen!',
          stage: 'tech',
          durationMinutes: 60,
          attributes: [{ id: 'kept', heading: 'Traits', name: 'Grit' }],
        },
      ],
    });
    expect(plan).toEqual({
      interviews: [
        {
          id: 'phone-screen',
          name: 'Phone screen',
          stage: 'screen',
          durationMinutes: 30,
          attributes: [{ id: 'phone-screen-cafe-co', heading: 'Skills', name: 'Café & Co' }],
        },
        {
          id: 'phone-screen-2',
          name: 'Phone screen!',
          stage: 'tech',
          durationMinutes: 60,
          attributes: [{ id: 'kept', heading: 'Traits', name: 'Grit' }],
        },
      ],
    });
    expect(newPlanId('!!!', new Set(['item']))).toBe('item-2');
    expect(newPlanId('x'.repeat(80), new Set()).length).toBeLessThanOrEqual(40);
  });

  it('refuse a nameless or twice-named interview, one without attributes, and an id used twice', () => {
    expect(
      planProblems({
        interviews: [
          { id: 'a', name: 'Chat', stage: 'screen', durationMinutes: 20, attributes: [] },
          {
            id: 'a',
            name: 'chat',
            stage: 'tech',
            durationMinutes: 20,
            attributes: [{ heading: '', name: 'Calm' }],
          },
        ],
      }),
    ).toEqual([
      'Interview 1 (“Chat”) needs at least one attribute to rate.',
      'Interview 2 (“chat”): another interview has this name.',
      'Interview 2 (“chat”): the id “a” is used twice in the plan.',
      'Interview 2 (“chat”), attribute 1 needs a heading.',
    ]);
  });

  it('group attributes under their headings in the plan’s order', () => {
    expect(
      attributesByHeading(DEFAULT_PLAN.interviews[1]!.attributes).map((g) => [
        g.heading,
        g.attributes.map((a) => a.name),
      ]),
    ).toEqual([
      ['Skills', ['Problem solving', 'Domain knowledge', 'Quality of work']],
      ['Traits', ['Collaboration']],
    ]);
  });
});
