import { allComponents, mainList } from '../spec-edit';
import { addField, draftName } from '../rules/fields';
import type { Edit } from './edit';

/**
 * "can the category be a dropdown instead of typing it?", "make the type a drop-down with a, b or c",
 * "change the colour to a list to pick from": a field of the list picked from options, not typed.
 */
const TO_DROPDOWN = /\b(?:the |my |each |every )?([a-z]+(?: (?!(?:be|become|to|into|as|is|a|an)\b)[a-z]+)?) (?:field |box |input )?(?:(?:be|become|to|into|as|is)\s+(?:(?:a|an)\s+)?|(?:a|an)\s+)(?:dropdown|drop-down|drop down|picker|selector|menu|choice|list (?:to|i can|we can) (?:pick|choose|select) from)\b(?:\s*(?:with|of|:)\s*(?:the )?(?:options?\s*)?(.+))?/i;

export const dropdownEdit: Edit = {
  name: 'dropdown',
  apply(spec, clause) {
    const m = TO_DROPDOWN.exec(clause.text.replace(/\s*\?+\s*$/, ''));
    const list = mainList(spec);
    if (!m || !list?.fields) return undefined;
    const words = m[1]!.toLowerCase().replace(/^(?:can|could|make|change|turn|set|have|let) /, '');
    const field = list.fields.find((f) => f.name.replace(/_/g, ' ') === words || f.label?.toLowerCase() === words || words.endsWith(` ${f.name}`));
    if (!field) return undefined;
    const label = (field.label ?? field.name.replace(/_/g, ' ')).toLowerCase();
    const select = allComponents(spec).find((c) => c.type === 'select' && c.bind === draftName(field.name));
    if (field.kind === 'choice' || select) {
      const options = field.options ?? (select?.type === 'select' ? select.options : []);
      return `The ${label} already has a dropdown to pick from (${options.join(', ')}).`;
    }
    if (field.type !== 'text') return `The ${label} is a ${field.type === 'bool' ? 'yes/no' : field.type}, not words to pick from.`;
    const options = optionsIn(m[2] ?? '') ?? valuesOf(list.initial, field.name);
    if (!options) return `Say the options to pick the ${label} from, for example "make the ${label} a dropdown with A, B or C".`;
    const problem = addField(spec, { name: field.name, label, type: 'text', kind: 'choice', options });
    return problem ? problem : { summary: `The ${label} is now picked from a dropdown: ${options.join(', ')}.` };
  },
};

/** "food, travel or bills": the options said, two or more. */
function optionsIn(text: string): string[] | undefined {
  const options = text.replace(/\binstead of\b.*$/i, '').split(/\s*(?:,|\bor\b|\band\b|\/)\s*/).map((o) => o.trim().replace(/[.!]+$/, '')).filter((o) => o !== '');
  return options.length >= 2 ? options.map((o) => o.charAt(0).toUpperCase() + o.slice(1)) : undefined;
}

/** The different values the list's starting entries already have for the field, when there are several. */
function valuesOf(initial: unknown, name: string): string[] | undefined {
  const values = Array.isArray(initial) ? [...new Set(initial.map((item) => String((item as Record<string, unknown>)[name] ?? '')).filter((v) => v !== ''))] : [];
  return values.length >= 2 ? values.slice(0, 12) : undefined;
}
