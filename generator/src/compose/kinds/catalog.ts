import { contentCount, ENGLISH_VOCABULARY, foreignWordsFor } from '../content/word-lists';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { literalField, makeField, type FieldGuess } from '../analyze/fields';
import { pluralize, singularize, toTitleCase } from '../analyze/words';
import { dial, share } from '../build/actions';
import { button } from '../build/components';
import { buildRecordList, type RecordListConfig } from '../build/record-list';
import { listApp, type KindBuilder } from './builder';

interface CatalogRecipe {
  name: string;
  features: string[];
  config: RecordListConfig;
}

function namedFields(analysis: PromptAnalysis, defaults: FieldGuess[]): FieldGuess[] {
  const named = analysis.fields.filter((f) => f.type !== 'bool');
  return named.length >= 2 ? named.slice(0, 6) : defaults;
}

function recipes(): CatalogRecipe {
  const fields = [makeField('name', 'text'), literalField('ingredients', 'text'), literalField('steps', 'text'), literalField('minutes', 'number', 'Minutes')];
  return {
    name: 'Recipe Book',
    features: ['List of recipes', 'Tap a recipe to see ingredients and steps', 'Form to add a recipe', 'Search by name', 'Saved on the phone'],
    config: {
      listVar: 'recipes', noun: 'recipe', fields, titleField: 'name', deleteOn: 'longPress', separateScreens: true, searchField: 'name',
      samples: [
        { name: 'Pancakes', ingredients: '2 eggs, 200 g flour, 300 ml milk, pinch of salt', steps: 'Whisk everything. Fry thin pancakes in a hot pan.', minutes: 20 },
        { name: 'Tomato pasta', ingredients: '200 g pasta, 1 can tomatoes, garlic, olive oil, basil', steps: 'Boil pasta. Simmer tomatoes with garlic and oil. Mix and add basil.', minutes: 25 },
      ],
      detailExtras: [button('share_recipe_button', 'Share', [share('{item.name}\n\n{item.ingredients}\n\n{item.steps}')], { style: 'outlined' })],
      emptyText: 'No recipes yet',
    },
  };
}

function contacts(analysis: PromptAnalysis): CatalogRecipe {
  const fields = namedFields(analysis, [makeField('name', 'text'), makeField('phone', 'text'), makeField('email', 'text')]);
  const phone = fields.find((f) => /phone|mobile/.test(f.name));
  return {
    name: 'Contacts',
    features: [`Add contacts with ${fields.map((f) => f.label.toLowerCase()).join(', ')}`, 'Search bar', 'Contact details with a call button', 'Saved on the phone'],
    config: {
      listVar: 'contacts', noun: 'contact', fields, titleField: fields[0]!.name, deleteOn: 'longPress', separateScreens: true, searchField: fields[0]!.name,
      ...(phone ? { detailExtras: [button('call_button', 'Call', [dial(`{item.${phone.name}}`)])] } : {}),
      emptyText: 'No contacts found',
    },
  };
}

/** As many words as the prompt asks for ("30 vocabulary words"), in its language if named; two to start otherwise. */
function vocabularySamples(lower: string): [string, string, string][] {
  const wanted = contentCount(lower);
  const foreign = foreignWordsFor(lower);
  if (foreign && wanted) return foreign.words.slice(0, wanted).map(([w, m]) => [w, m, '']);
  return ENGLISH_VOCABULARY.slice(0, wanted ?? 2);
}

function vocabulary(analysis: PromptAnalysis): CatalogRecipe {
  const defaults = [makeField('word', 'text'), makeField('meaning', 'text'), makeField('example', 'text')];
  const fields = [...namedFields(analysis, defaults), makeField('learned', 'bool')];
  const [word, meaning, example] = fields.map((f) => f.name);
  const sample = (w: string, m: string, e: string) => ({ [word!]: w, [meaning!]: m, ...(example && example !== 'learned' ? { [example]: e } : {}), learned: false });
  return {
    name: 'Vocabulary',
    features: [`Words with ${fields.slice(0, -1).map((f) => f.label.toLowerCase()).join(', ')}`, 'Mark words as learned', 'Filter learned / unlearned', 'Saved on the phone'],
    config: {
      listVar: 'words', noun: 'word', fields, titleField: word!, toggleField: 'learned', deleteOn: 'longPress',
      toggleFilter: { on: 'Learned', off: 'To learn' },
      samples: vocabularySamples(analysis.lower).map(([w, m, e]) => sample(w, m, e)),
      emptyText: 'No words here',
    },
  };
}

function collection(analysis: PromptAnalysis): CatalogRecipe {
  const named = analysis.fields.filter((f) => f.type !== 'bool');
  const fields = named.length >= 2 ? named.slice(0, 6) : [makeField('name', 'text'), ...named, makeField('notes', 'text')];
  const subject = analysis.nouns.find((n) => !/^(catalog(ue)?|collection|inventory|directory|library|watchlist|list|with|rating)$/.test(n));
  return {
    name: subject ? `My ${toTitleCase(pluralize(singularize(subject)))}` : 'My Collection',
    features: ['List of items', 'Detail screen', 'Add form', 'Search'],
    config: { listVar: 'items', noun: 'item', fields, titleField: fields[0]!.name, deleteOn: 'longPress', separateScreens: true, searchField: fields[0]!.name },
  };
}

const RECIPES: Record<string, (analysis: PromptAnalysis) => CatalogRecipe> = { recipes, contacts, vocabulary, collection };

/** Catalogues: a saved list with search, a detail screen and an add form (recipes, contacts, words …). */
export const buildCatalog: KindBuilder = (analysis) => {
  const recipe = (RECIPES[analysis.variant] ?? collection)(analysis);
  return listApp(analysis, 'catalog', { name: recipe.name, description: `${recipe.name}.`, features: recipe.features }, buildRecordList(recipe.config, recipe.name));
};
