import { beforeAll, describe, expect, test } from 'vitest';
import { checkProject } from '../check/index';
import { initNodeChecks } from '../check/node';
import { emitProject } from '../emit/index';
import { refine } from '../refine/refine';
import { composeApp } from './compose-app';
import { allComponents, loadPublicPrompts, loadRefinements } from './testing/public-prompts';

const prompts = loadPublicPrompts();
const byId = new Map(prompts.map((p) => [p.id, p.prompt]));

beforeAll(async () => {
  await initNodeChecks();
});

function expectBuildableProject(spec: ReturnType<typeof composeApp>['spec']): void {
  const { files, appData } = emitProject(spec);
  expect(checkProject(files).filter((f) => f.severity === 'error')).toEqual([]);
  expect(appData.appName).toBe(spec.app.name);
  const mainLayout = appData.layouts['activity_main.xml'] ?? '';
  for (const c of spec.screens[0]!.children) expect(mainLayout).toContain(`@+id/${c.id}"`);
  for (const screen of spec.screens.slice(1)) expect(Object.keys(appData.layouts)).toContain(`activity_${screen.id}.xml`);
  const lists = allComponents(spec).filter((c) => c.type === 'list');
  for (const list of lists) expect(Object.keys(appData.layouts)).toContain(`item_${list.id}.xml`);
}

describe.each(prompts)('emitted project for $id', ({ prompt }) => {
  test('compiles to layouts and code with no error-level findings', () => {
    expectBuildableProject(composeApp(prompt).spec);
  });
});

describe.each(loadRefinements())('emitted project for $base refined with "$refine"', ({ base, refine: request }) => {
  test('still has no error-level findings', () => {
    expectBuildableProject(refine(composeApp(byId.get(base)!).spec, request).spec);
  });
});
