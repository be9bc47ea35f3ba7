import type { Action, Component } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { clear, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, input, progress, row, text } from '../build/components';
import { numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/**
 * Daily goal trackers (water, steps, calories): a saved goal, amounts added by preset buttons or typed, a progress
 * bar and percentage. The total belongs to `day`; the first addition on a new day starts again from zero,
 * and until then the screen shows zero for today, so the app "resets every day" without a background job.
 */
const TODAY_TOTAL = "(day == today() ? total : 0)";

function addAmount(amount: string): Action[] {
  return [when('day != today()', [set('total', '0'), set('day', 'today()')]), set('total', `total + ${amount}`)];
}

interface GoalRecipe {
  name: string;
  unit: string;
  goal: number;
  presets: number[];
  features: string[];
}

const KINDS: Record<string, { name: string; unit: string; goal: number; presets: number[] }> = {
  water: { name: 'Water Tracker', unit: 'ml', goal: 2000, presets: [250, 500] },
  steps: { name: 'Step Goal', unit: 'steps', goal: 10000, presets: [] },
  calories: { name: 'Calorie Counter', unit: 'kcal', goal: 2000, presets: [100, 250, 500] },
};

function recipeFor(analysis: PromptAnalysis): GoalRecipe {
  const kind = KINDS[analysis.variant] ?? KINDS.water!;
  const presets = analysis.numbers.presets.length > 0 ? analysis.numbers.presets.slice(0, 4) : kind.presets;
  const goal = analysis.numbers.goal ?? kind.goal;
  const unit = kind.unit;
  return {
    name: kind.name,
    unit,
    goal,
    presets,
    features: [
      `Daily goal of ${goal} ${unit} you can change`,
      ...(presets.length > 0 ? [`Buttons for ${presets.map((p) => `+${p} ${unit}`).join(' and ')}`] : []),
      'Manual entry',
      'Progress bar and percentage',
      'Starts again every day',
    ],
  };
}

export const buildDailyGoal: KindBuilder = (analysis) => {
  const recipe = recipeFor(analysis);
  const percent = `round(${TODAY_TOTAL} * 100 / max(1, goal))`;
  const presetButtons: Component[] = recipe.presets.map((p) => button(`add_${p}_button`, `+${p} ${recipe.unit}`, addAmount(String(p))));
  return assembleSpec(analysis, 'tracker-counter', {
    defaultName: recipe.name,
    description: describe(analysis, `${recipe.name}.`),
    features: recipe.features,
    state: [numberVar('goal', recipe.goal, true), numberVar('total', 0, true), textVar('day', '', true), numberVar('entry')],
    screens: [
      screen('main', recipe.name, [
        display('total_text', `{${TODAY_TOTAL}} ${recipe.unit}`),
        text('goal_text', `of {goal} ${recipe.unit} · {${percent}}%`, { align: 'center', color: 'muted' }),
        progress('goal_progress', TODAY_TOTAL, 'max(1, goal)'),
        text('done_text', 'Goal reached! 🎉', { align: 'center', bold: true, color: 'primary', visible: `${TODAY_TOTAL} >= goal` }),
        ...(presetButtons.length > 0 ? [row('preset_row', presetButtons)] : []),
        card('entry_card', [
          input('entry_input', 'entry', 'number', `Add ${recipe.unit}`),
          button('add_entry_button', 'Add', [when('entry > 0', [...addAmount('entry'), clear('entry')], [toast('Enter an amount first')])]),
        ]),
        card('goal_card', [input('goal_input', 'goal', 'number', `Daily goal (${recipe.unit})`)]),
        button('reset_button', 'Reset today', [set('total', '0'), set('day', 'today()')], { style: 'text' }),
      ]),
    ],
  });
};
