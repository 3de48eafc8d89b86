import {
  DEFAULT_STAGES,
  isDefaultPipeline,
  newStageId,
  withStageIds,
  type PipelineStage,
} from '@/domain/pipelines';
import type { PipelineTemplate, PipelineTemplateInput } from '@/domain/schemas';
import { conflict, notFound } from '../errors';
import type { Store, Tx } from '../store/types';

/**
 * The organization's pipeline templates: named lists of stages a new job starts from. One may be
 * the default (new jobs start from it); with none, new jobs start from the six default stages.
 */

export async function listPipelineTemplates(store: Store): Promise<PipelineTemplate[]> {
  return store.query((tx) => tx.pipelineTemplates.all());
}

export async function createPipelineTemplate(
  store: Store,
  input: PipelineTemplateInput,
): Promise<PipelineTemplate> {
  return store.transaction('write', async (tx) => {
    await requireNameFree(tx, input.name);
    const isDefault = input.isDefault ?? false;
    if (isDefault) await clearDefault(tx);
    return tx.pipelineTemplates.insert({
      name: input.name,
      stages: withStageIds(input.stages, newStageId),
      isDefault,
    });
  });
}

export async function updatePipelineTemplate(
  store: Store,
  id: number,
  input: PipelineTemplateInput,
): Promise<PipelineTemplate> {
  return store.transaction('write', async (tx) => {
    const template = await requireTemplate(tx, id);
    await requireNameFree(tx, input.name, id);
    const isDefault = input.isDefault ?? template.isDefault;
    if (isDefault && !template.isDefault) await clearDefault(tx);
    const next = {
      id,
      name: input.name,
      stages: withStageIds(input.stages, newStageId),
      isDefault,
    };
    await tx.pipelineTemplates.update(next);
    return next;
  });
}

export async function deletePipelineTemplate(store: Store, id: number): Promise<void> {
  await store.transaction('write', async (tx) => {
    if (!(await tx.pipelineTemplates.remove(id)))
      throw notFound(`Pipeline template ${id} not found.`);
  });
}

/**
 * The stages a new job starts with: the template asked for, else the default template, else the
 * six default stages (kept as none of the job's own).
 */
export async function startingStages(
  tx: Tx,
  templateId: number | undefined,
): Promise<PipelineStage[] | undefined> {
  const template =
    templateId === undefined
      ? (await tx.pipelineTemplates.all()).find((t) => t.isDefault)
      : await requireTemplate(tx, templateId);
  const stages = template?.stages ?? DEFAULT_STAGES;
  return isDefaultPipeline(stages) ? undefined : [...stages];
}

async function requireTemplate(tx: Tx, id: number): Promise<PipelineTemplate> {
  const template = await tx.pipelineTemplates.get(id);
  if (!template) throw notFound(`Pipeline template ${id} not found.`);
  return template;
}

async function requireNameFree(tx: Tx, name: string, self?: number): Promise<void> {
  const key = name.toLocaleLowerCase('en');
  const taken = (await tx.pipelineTemplates.all()).some(
    (t) => t.id !== self && t.name.toLocaleLowerCase('en') === key,
  );
  if (taken) throw conflict(`A pipeline template is already named “${name}”.`);
}

async function clearDefault(tx: Tx): Promise<void> {
  for (const template of await tx.pipelineTemplates.all())
    if (template.isDefault) await tx.pipelineTemplates.update({ ...template, isDefault: false });
}
