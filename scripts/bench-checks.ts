/**
 * Prints how long the code checks take: `npm run bench -- checks`.
 * Target: a typical file well under a few milliseconds once the parser is loaded.
 */
import { initNodeChecks } from '@droidforge/generator/check/node';
import { checkProject } from '@droidforge/generator/check/check-project';
import { checkKotlinSyntax } from '@droidforge/generator/check/kotlin-syntax';
import { cleanProject, MAIN_ACTIVITY } from '@droidforge/generator/check/testing/projects';

function timeMs(runs: number, work: () => void): number {
  const start = performance.now();
  for (let i = 0; i < runs; i++) work();
  return (performance.now() - start) / runs;
}

const loadStart = performance.now();
await initNodeChecks();
const loadMs = performance.now() - loadStart;
const project = cleanProject();
const activity = project[MAIN_ACTIVITY] ?? '';
const broken = activity.replace('val label = findViewById', 'TextView label = findViewById');
const firstCheckMs = timeMs(1, () => checkProject(project));
const warmProjectMs = timeMs(200, () => checkProject(project));
const kotlinMs = timeMs(200, () => checkKotlinSyntax(MAIN_ACTIVITY, activity));
const brokenKotlinMs = timeMs(100, () => checkKotlinSyntax(MAIN_ACTIVITY, broken));

console.log(`parser load:                     ${loadMs.toFixed(1)} ms (once per process)`);
console.log(`first checkProject (${Object.keys(project).length} files):    ${firstCheckMs.toFixed(2)} ms`);
console.log(`warm checkProject (${Object.keys(project).length} files):     ${warmProjectMs.toFixed(2)} ms`);
console.log(`Kotlin syntax, ${activity.split('\n').length}-line file:     ${kotlinMs.toFixed(2)} ms`);
console.log(`same file with an error (bisect): ${brokenKotlinMs.toFixed(2)} ms`);
