import type { Component, Screen, StateVar } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { toSnakeCase, toTitleCase } from '../analyze/words';
import { back, navigate } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, heading, input, literal, text, toggle } from '../build/components';
import { boolVar, textVar } from '../build/state';
import { occasionTitle, topicTitle } from '../../plan/occasion';
import { describe, type KindBuilder } from './builder';

const SKIP = /^(a|an|the|one|main|each|every|first|second|third|splash|new|other|separate|multiple|two|three|four)$/;

/** Screen names the prompt mentions: "a home screen, a settings screen and an about page". */
function screenNames(text: string): string[] {
  const names = [...text.toLowerCase().matchAll(/\b([a-z]+) (?:screen|page|tab)s?\b/g)].map((m) => m[1]!).filter((n) => !SKIP.test(n));
  const unique = [...new Set(names)];
  return unique.length > 0 ? unique.slice(0, 6) : ['home', 'details', 'about'];
}

function screenBody(name: string, analysis: PromptAnalysis): { children: Component[]; state: StateVar[] } {
  const id = toSnakeCase(name);
  if (/settings?|preferences/.test(name)) {
    return {
      state: [boolVar('notifications', true, true), textVar('userName', '', true)],
      children: [toggle('notifications_switch', 'notifications', 'Notifications'), input('user_name_input', 'userName', 'text', 'Your name')],
    };
  }
  if (/profile|account/.test(name)) {
    return { state: [textVar('profileEmail', '', true)], children: [input('profile_email_input', 'profileEmail', 'email', 'Email'), text('profile_text', "{profileEmail == '' ? 'No email yet' : 'Signed up as ' + profileEmail}")] };
  }
  if (/about|info|help/.test(name)) return { state: [], children: [text(`${id}_text`, literal(analysis.text.slice(0, 300)))] };
  return { state: [], children: [card(`${id}_card`, [text(`${id}_text`, `This is the ${name} screen.`)])] };
}

/** Apps described as a set of screens: a main screen with a button per other screen, each with Back. */
export const buildMultiScreen: KindBuilder = (analysis) => {
  const [first, ...others] = screenNames(analysis.text);
  const bodies = others.map((name) => ({ name, id: toSnakeCase(name) === 'main' ? 'main_page' : toSnakeCase(name), ...screenBody(name, analysis) }));
  const nav = bodies.map((b) => button(`open_${b.id}_button`, toTitleCase(b.name), [navigate(b.id)], { style: 'outlined' }));
  const state = bodies.flatMap((b) => b.state);
  const greeting = state.some((v) => v.name === 'userName') ? "{userName == '' ? 'Welcome' : 'Hi ' + userName}" : 'Welcome';
  const screens: Screen[] = [
    screen('main', toTitleCase(first!), [heading('main_title', greeting), text('main_text', literal(analysis.text.slice(0, 300)), { color: 'muted' }), ...nav]),
    ...bodies.map((b) => screen(b.id, toTitleCase(b.name), [heading(`${b.id}_title`, toTitleCase(b.name)), ...b.children, button(`${b.id}_back`, 'Back', [back()], { style: 'text' })])),
  ];
  return assembleSpec(analysis, 'multi-screen', {
    defaultName: occasionTitle(analysis.text) ?? topicTitle(analysis.text) ?? toTitleCase(first!),
    description: describe(analysis, 'An app with several screens.'),
    features: [`Screens: ${[first, ...others].map((n) => toTitleCase(n!)).join(', ')}`, 'Navigation buttons and Back'],
    state,
    screens,
  });
};
