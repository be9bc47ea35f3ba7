import type { FixOutcome } from '@droidforge/generator/fix/index';
import { type FileRepairer, isGenerationFailure } from '../ai/index';
import type { ProjectFiles } from '../projects/project-files';

export type ModelRepairStep = { ok: true; files: ProjectFiles; changes: string[] } | { ok: false; message: string };

/**
 * The offline rules' repair, completed by the configured model when errors remain. The model sees
 * only the files those errors name and may change only them; its summary joins the change list.
 * Without a model (offline configuration) the offline outcome is returned as it is, with no call.
 */
export async function repairRemaining(repairer: FileRepairer | undefined, offline: FixOutcome): Promise<ModelRepairStep> {
  if (!repairer || offline.remaining.length === 0) return { ok: true, files: offline.files, changes: offline.changes };
  try {
    const answer = await repairer.repair({ files: offline.files, findings: offline.remaining });
    const changed = Object.keys(answer.files);
    if (changed.length === 0) return { ok: true, files: offline.files, changes: offline.changes };
    const where = changed.map((p) => p.split('/').pop()).join(', ');
    return { ok: true, files: { ...offline.files, ...answer.files }, changes: [...offline.changes, `AI repair of ${where}: ${answer.summary}`] };
  } catch (error) {
    if (isGenerationFailure(error)) return { ok: false, message: `The AI model could not repair the code: ${error.message}` };
    throw error;
  }
}
