import type { ProjectDetail } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';

/** A real project detail: the offline composer and emitter make the files, as the server does. */
export function makeProjectDetail(prompt = 'a todo app where I can add tasks', overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  const { spec } = composeApp(prompt);
  const { files, appData } = emitProject(spec);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: appData.appName,
    package_name: appData.packageName,
    status: 'generated',
    prompt,
    app_data: appData,
    files,
    spec,
    chat_history: [
      { role: 'user', content: prompt },
      { role: 'assistant', content: `Generated ${appData.appName}.` },
    ],
    current_version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
