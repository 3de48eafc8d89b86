import type { PipelineStage } from '@/domain/pipelines';
import { type ContractContext, job, person } from './fixture';

const DESIGN: PipelineStage[] = [
  { id: 'applied', name: 'Applied', category: 'applied' },
  { id: 'portfolio', name: 'Portfolio review', category: 'screen', expectedDays: 3 },
  { id: 'exercise', name: 'Design exercise', category: 'tech' },
  { id: 'panel', name: 'Team panel', category: 'tech' },
  { id: 'offer', name: 'Offer', category: 'offer' },
  { id: 'hired', name: 'Hired', category: 'hired' },
  { id: 'rejected', name: 'Rejected', category: 'rejected' },
];

/**
 * The store contract: pipelines. A job keeps its own stages (none: the six default ones), a
 * candidate the stage of their job's pipeline they are in (answered only when it is not their
 * category's name, as every candidate before pipelines reads), and the organization its templates.
 */
export function describePipelines({ read, write }: ContractContext): void {
  describe('pipelines', () => {
    it('keeps a job’s own stages through insert, update, get and all; a job without them has none', async () => {
      const [plain, design] = await write((tx) =>
        tx.jobs.insertMany([job('Nurse', 0), job('Designer', 1, { stages: DESIGN })]),
      );
      expect(await read((tx) => tx.jobs.get(plain!.id))).not.toHaveProperty('stages');
      expect((await read((tx) => tx.jobs.get(design!.id)))?.stages).toEqual(DESIGN);
      const fewer = DESIGN.filter((stage) => stage.id !== 'panel');
      await write((tx) => tx.jobs.update({ ...design!, stages: fewer }));
      expect((await read((tx) => tx.jobs.all())).map((j) => j.stages)).toEqual([undefined, fewer]);
      await write((tx) => tx.jobs.update(plain!));
      expect(await read((tx) => tx.jobs.get(plain!.id))).not.toHaveProperty('stages');
    });

    it('keeps a candidate’s stage of the job, answered only when it is not the category’s name', async () => {
      const designer = await write((tx) => tx.jobs.insert(job('Designer', 0, { stages: DESIGN })));
      const [ann, bo] = await write((tx) =>
        tx.candidates.insertMany([
          { ...person('Ann', 'ann@example.com', 'tech', designer.id), stageId: 'panel' },
          person('Bo', 'bo@example.com', 'applied', designer.id),
        ]),
      );
      expect(ann).toMatchObject({ stage: 'tech', stageId: 'panel' });
      expect(bo).not.toHaveProperty('stageId');
      expect(await read((tx) => tx.candidates.get(ann!.id))).toMatchObject({ stageId: 'panel' });
      const cy = await write((tx) =>
        tx.candidates.insert({
          ...person('Cy', 'cy@example.com', 'screen', designer.id),
          stageId: 'portfolio',
        }),
      );
      expect(cy.stageId).toBe('portfolio');
      // A move to a stage whose id is its category's name reads as before pipelines.
      await write((tx) => tx.candidates.setStage(cy.id, { stage: 'offer', stageId: 'offer' }));
      expect(await read((tx) => tx.candidates.get(cy.id))).toEqual({
        ...person('Cy', 'cy@example.com', 'offer', designer.id),
        id: cy.id,
      });
      await write((tx) => tx.candidates.setStage(cy.id, { stage: 'tech', stageId: 'exercise' }));
      expect(await read((tx) => tx.candidates.get(cy.id))).toMatchObject({
        stage: 'tech',
        stageId: 'exercise',
      });
      // An edit keeps the stage.
      const edited = (await read((tx) => tx.candidates.get(cy.id)))!;
      await write((tx) => tx.candidates.update({ ...edited, name: 'Cyrus' }));
      expect(await read((tx) => tx.candidates.get(cy.id))).toMatchObject({
        name: 'Cyrus',
        stageId: 'exercise',
      });
    });

    it('pages a job’s stage by its id, with the cursor, and counts each stage of the job', async () => {
      const [designer, other] = await write((tx) =>
        tx.jobs.insertMany([job('Designer', 0, { stages: DESIGN }), job('Nurse', 1)]),
      );
      const rows = await write((tx) =>
        tx.candidates.insertMany([
          { ...person('Ann', 'ann@example.com', 'tech', designer!.id), stageId: 'panel' },
          { ...person('Bo', 'bo@example.com', 'tech', designer!.id), stageId: 'exercise' },
          { ...person('Cy', 'cy@example.com', 'tech', designer!.id), stageId: 'panel' },
          { ...person('Di', 'di@example.com', 'applied', designer!.id) },
          { ...person('Ed', 'ed@example.com', 'tech', other!.id) },
        ]),
      );
      const panel = await read((tx) =>
        tx.candidates.page({ jobId: designer!.id, stageId: 'panel' }, { offset: 0, limit: 10 }),
      );
      expect(panel.candidates.map((c) => c.name)).toEqual(['Ann', 'Cy']);
      expect(panel.totalCount).toBe(2);
      const after = await read((tx) =>
        tx.candidates.page(
          { jobId: designer!.id, stageId: 'panel', afterId: rows[0]!.id },
          { offset: 0, limit: 10 },
        ),
      );
      expect(after.candidates.map((c) => c.name)).toEqual(['Cy']);
      // A default stage's id is its category's name, stored or not.
      const applied = await read((tx) =>
        tx.candidates.page({ jobId: designer!.id, stageId: 'applied' }, { offset: 0, limit: 10 }),
      );
      expect(applied.candidates.map((c) => c.name)).toEqual(['Di']);
      expect(await read((tx) => tx.candidates.stageIdCounts({ jobId: designer!.id }))).toEqual({
        panel: 2,
        exercise: 1,
        applied: 1,
      });
      expect(
        await read((tx) => tx.candidates.stageIdCounts({ jobId: designer!.id, search: 'cy' })),
      ).toEqual({ panel: 1 });
      expect(await read((tx) => tx.candidates.stageIdCounts({ jobId: designer!.id }, 1))).toEqual({
        panel: 1,
        exercise: 1,
        applied: 1,
      });
      // The list filters by a job's stage too.
      const listed = await read((tx) =>
        tx.candidates.list(
          { jobId: designer!.id, stageId: 'panel' },
          { sort: 'name', order: 'asc' },
          { offset: 0, limit: 10 },
        ),
      );
      expect(listed.candidates.map((c) => c.name)).toEqual(['Ann', 'Cy']);
      expect(listed.totalCount).toBe(2);
    });

    it('keeps templates: insert, get, all by id, update and remove', async () => {
      const stages = DESIGN.slice(0, 2).concat(DESIGN.slice(5));
      const first = await write((tx) =>
        tx.pipelineTemplates.insert({ name: 'Design', stages, isDefault: true }),
      );
      const second = await write((tx) =>
        tx.pipelineTemplates.insert({ name: 'Sales', stages: DESIGN, isDefault: false }),
      );
      expect(second.id).toBeGreaterThan(first.id);
      expect(await read((tx) => tx.pipelineTemplates.get(first.id))).toEqual(first);
      await write((tx) => tx.pipelineTemplates.update({ ...first, name: 'Product design' }));
      expect((await read((tx) => tx.pipelineTemplates.all())).map((t) => t.name)).toEqual([
        'Product design',
        'Sales',
      ]);
      expect(await write((tx) => tx.pipelineTemplates.remove(first.id))).toBe(true);
      expect(await write((tx) => tx.pipelineTemplates.remove(first.id))).toBe(false);
      expect(await read((tx) => tx.pipelineTemplates.all())).toEqual([second]);
    });
  });
}
