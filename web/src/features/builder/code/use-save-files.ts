import { MESSAGES, type ProjectDetail } from '@droidforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { saveProjectFiles } from '../../../api/projects';
import { storeProject } from '../../../api/use-project';
import type { CodeEdits } from '../use-code-edits';

/** Save Changes: stores the edits as a new version and says what the code check found. */
export function useSaveFiles(project: ProjectDetail | undefined, code: CodeEdits) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      if (!project) throw new Error(MESSAGES.noProjectToSave);
      return saveProjectFiles(project.id, code.edits);
    },
    onSuccess: (reply) => {
      storeProject(queryClient, reply.project);
      const problems = reply.findings.filter((f) => f.severity === 'error').length;
      if (problems > 0) toast(`Saved as version ${reply.version}. The code check found ${problems} ${problems === 1 ? 'problem' : 'problems'}; a build may fail.`, { icon: '⚠️' });
      else toast.success(`Saved as version ${reply.version}`);
    },
    onError: (error) => toast.error(isApiError(error) && error.code === 'VALIDATION_FAILED' ? `${MESSAGES.saveChangesFailed}: ${error.message}` : MESSAGES.saveChangesFailed),
  });

  const onSave = () => {
    if (!project) {
      toast.error(MESSAGES.noProjectToSave);
      return;
    }
    save.mutate();
  };
  return { onSave, isSaving: save.isPending };
}
