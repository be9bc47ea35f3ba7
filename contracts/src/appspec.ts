import { z } from 'zod';

/**
 * AppSpec: the typed app model at the centre of generation (docs/appspec.md). The emitter compiles it
 * to Android source and the preview interprets it, so both behave alike. This file holds the
 * structural schema only; cross-references and expressions are checked by the generator's
 * `validateSpec`, which needs the expression type checker.
 *
 * Limits keep a hostile or runaway spec from blowing up the emitter, the preview or a build.
 */
export const APPSPEC_VERSION = 1;

export const APPSPEC_LIMITS = {
  screens: 12,
  componentsPerScreen: 150,
  depth: 6,
  stateVars: 60,
  listFields: 12,
  actionsPerHandler: 30,
  timers: 6,
  options: 30,
  shortText: 80,
  text: 500,
  expression: 400,
  features: 20,
} as const;

const L = APPSPEC_LIMITS;

/** Identifiers that would break R.java (Java) or Kotlin when used as names. */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  'abstract', 'as', 'assert', 'boolean', 'break', 'byte', 'case', 'catch', 'char', 'class', 'const',
  'continue', 'default', 'do', 'double', 'else', 'enum', 'extends', 'false', 'final', 'finally',
  'float', 'for', 'fun', 'goto', 'if', 'implements', 'import', 'in', 'instanceof', 'int',
  'interface', 'is', 'long', 'native', 'new', 'null', 'object', 'package', 'private', 'protected',
  'public', 'return', 'short', 'static', 'strictfp', 'super', 'switch', 'synchronized', 'this',
  'throw', 'throws', 'transient', 'true', 'try', 'typealias', 'typeof', 'val', 'var', 'void',
  'volatile', 'when', 'while',
]);

const notReserved = (s: string) => !RESERVED_WORDS.has(s);

export const HexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must look like #RRGGBB');

/** Component and screen ids: snake_case, they become `@+id/<id>` and layout file names. */
export const SnakeIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Ids are snake_case: lower-case letters, digits and _')
  .refine(notReserved, 'Id is a reserved Java/Kotlin word');

/** State variable, list field and timer names: letters, digits, _; they become Kotlin names. */
export const NameSchema = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'Names start with a letter and use letters, digits and _')
  .refine(notReserved, 'Name is a reserved Java/Kotlin word')
  .refine((s) => !['item', 'index', 'load', 'save', 'isLoaded', 'PREFS'].includes(s), 'Name is reserved by AppSpec');

export const PACKAGE_NAME_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
export const PackageNameSchema = z
  .string()
  .max(100)
  .regex(PACKAGE_NAME_PATTERN, 'Package names look like com.example.app')
  .refine((s) => s.split('.').every(notReserved), 'A package name segment is a Java keyword');

/** Source of an expression (see docs/appspec.md): `count * 2`, `fixed(total, 2)`. */
export const ExpressionSchema = z.string().min(1).max(L.expression);
/** Literal text with `{expression}` parts: `Total: {fixed(total, 2)}`; `{{` is a literal brace. */
export const TemplateSchema = z.string().max(L.text);

// ---------------------------------------------------------------------------------------------
// State

export const FIELD_TYPES = ['number', 'text', 'bool', 'date'] as const;
/**
 * What a field means to people, on top of its storage type: money is a number shown with two
 * decimals, time is text `HH:mm`, choice is text from `options`, yesno is a bool. Optional: the
 * emitter needs only `type`; forms, summaries, the report and refinement read the rest.
 */
export const FIELD_KINDS = ['text', 'number', 'money', 'date', 'time', 'choice', 'yesno'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export const FieldSchema = z.object({
  name: NameSchema,
  type: z.enum(FIELD_TYPES),
  kind: z.enum(FIELD_KINDS).optional(),
  /** How the field is named on screen ("Amount", "Last watered"). */
  label: z.string().min(1).max(L.shortText).optional(),
  /** The choices of a `choice` field. */
  options: z.array(z.string().min(1).max(L.shortText)).min(1).max(L.options).optional(),
  /** Unit shown after a number ("kg", "ml", "km"). */
  unit: z.string().min(1).max(20).optional(),
});
export type Field = z.infer<typeof FieldSchema>;

export const STATE_TYPES = ['number', 'text', 'bool', 'list'] as const;

const ItemValueSchema = z.union([z.number(), z.string().max(L.text), z.boolean()]);
export const ListItemSchema = z.record(z.string(), ItemValueSchema);

export const StateVarSchema = z.object({
  name: NameSchema,
  type: z.enum(STATE_TYPES),
  /** number → number, text → string, bool → boolean, list → array of records of its fields. */
  initial: z.union([z.number(), z.string().max(L.text), z.boolean(), z.array(ListItemSchema).max(200)]).optional(),
  persist: z.boolean().default(false),
  fields: z.array(FieldSchema).max(L.listFields).optional(),
});
export type StateVar = z.infer<typeof StateVarSchema>;

// ---------------------------------------------------------------------------------------------
// Actions

const Expr = ExpressionSchema;
const Tpl = TemplateSchema;

export type Action =
  | { do: 'set'; var: string; value: string }
  | { do: 'increment'; var: string; by: string }
  | { do: 'append'; list: string; item: Record<string, string> }
  | { do: 'removeItem'; list: string; index: string }
  | { do: 'updateItem'; list: string; index: string; field: string; value: string }
  | { do: 'clear'; var: string }
  | { do: 'navigate'; screen: string }
  | { do: 'back' }
  | { do: 'toast'; text: string }
  | { do: 'signal'; text: string }
  | { do: 'share'; text: string }
  | { do: 'dial'; phone: string }
  | { do: 'copy'; text: string }
  | { do: 'startTimer'; timer: string }
  | { do: 'stopTimer'; timer: string }
  | { do: 'if'; cond: string; then: Action[]; else: Action[] };

export const ActionSchema: z.ZodType<Action> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.object({ do: z.literal('set'), var: NameSchema, value: Expr }),
    z.object({ do: z.literal('increment'), var: NameSchema, by: Expr.default('1') }),
    z.object({ do: z.literal('append'), list: NameSchema, item: z.record(NameSchema, Expr) }),
    z.object({ do: z.literal('removeItem'), list: NameSchema, index: Expr.default('index') }),
    z.object({
      do: z.literal('updateItem'),
      list: NameSchema,
      index: Expr.default('index'),
      field: NameSchema,
      value: Expr,
    }),
    z.object({ do: z.literal('clear'), var: NameSchema }),
    z.object({ do: z.literal('navigate'), screen: SnakeIdSchema }),
    z.object({ do: z.literal('back') }),
    z.object({ do: z.literal('toast'), text: Tpl }),
    /** The end signal of a timer or a reached goal: a beep, and the text shown like a toast. */
    z.object({ do: z.literal('signal'), text: Tpl }),
    z.object({ do: z.literal('share'), text: Tpl }),
    z.object({ do: z.literal('dial'), phone: Tpl }),
    /** Puts the text on the clipboard and shows the toast "Copied". */
    z.object({ do: z.literal('copy'), text: Tpl }),
    z.object({ do: z.literal('startTimer'), timer: NameSchema }),
    z.object({ do: z.literal('stopTimer'), timer: NameSchema }),
    z.object({ do: z.literal('if'), cond: Expr, then: ActionListSchema, else: ActionListSchema.default([]) }),
  ]),
);
export const ActionListSchema: z.ZodType<Action[]> = z.lazy(() => z.array(ActionSchema).max(L.actionsPerHandler));
const Actions = () => ActionListSchema.default([]);

// ---------------------------------------------------------------------------------------------
// Components

export const ICONS = [
  'add', 'check', 'star', 'heart', 'delete', 'play', 'pause', 'home', 'info', 'person', 'circle',
] as const;
export type IconName = (typeof ICONS)[number];

export const INPUT_TYPES = ['text', 'number', 'decimal', 'date', 'phone', 'email', 'multiline'] as const;

const base = {
  id: SnakeIdSchema,
  /** Boolean expression; the component is hidden (GONE) when it is false. */
  visible: Expr.optional(),
};

export const TextComponentSchema = z.object({
  type: z.literal('text'),
  ...base,
  text: Tpl,
  size: z.enum(['small', 'body', 'title', 'headline', 'display']).default('body'),
  bold: z.boolean().default(false),
  /** A colour, or one of the theme roles. */
  color: z.union([HexColorSchema, z.enum(['primary', 'accent', 'muted'])]).optional(),
  align: z.enum(['start', 'center', 'end']).default('start'),
});
export const ButtonComponentSchema = z.object({
  type: z.literal('button'),
  ...base,
  label: Tpl.min(1),
  onClick: Actions(),
  style: z.enum(['filled', 'outlined', 'text']).default('filled'),
});
export const InputComponentSchema = z.object({
  type: z.literal('input'),
  ...base,
  bind: NameSchema,
  inputType: z.enum(INPUT_TYPES).default('text'),
  hint: z.string().max(L.shortText).default(''),
});
export const SwitchComponentSchema = z.object({
  type: z.literal('switch'),
  ...base,
  /** A bool state variable, or `item.<field>` inside a list item. */
  bind: z.string().max(60),
  label: z.string().max(L.shortText).default(''),
});
export const CheckboxComponentSchema = SwitchComponentSchema.extend({ type: z.literal('checkbox') });
export const SliderComponentSchema = z.object({
  type: z.literal('slider'),
  ...base,
  bind: NameSchema,
  min: z.number().default(0),
  max: z.number().default(100),
  step: z.number().positive().default(1),
});
const Options = z.array(z.string().min(1).max(L.shortText)).min(1).max(L.options);
export const RadioComponentSchema = z.object({ type: z.literal('radio'), ...base, bind: NameSchema, options: Options });
export const SelectComponentSchema = z.object({ type: z.literal('select'), ...base, bind: NameSchema, options: Options });
export const ProgressComponentSchema = z.object({
  type: z.literal('progress'),
  ...base,
  value: Expr,
  max: Expr.default('100'),
});
export const ImageComponentSchema = z.object({
  type: z.literal('image'),
  ...base,
  icon: z.enum(ICONS),
  size: z.number().int().min(8).max(320).default(48),
  tint: HexColorSchema.optional(),
});
export const SpacerComponentSchema = z.object({ type: z.literal('spacer'), ...base, size: z.number().int().min(0).max(200).default(16) });
export const DividerComponentSchema = z.object({ type: z.literal('divider'), ...base });

/** The leaf components: one list gives both the `LeafComponent` type and the parser's union. */
const LEAF_COMPONENT_SCHEMAS = [
  TextComponentSchema, ButtonComponentSchema, InputComponentSchema, SwitchComponentSchema,
  CheckboxComponentSchema, SliderComponentSchema, RadioComponentSchema, SelectComponentSchema,
  ProgressComponentSchema, ImageComponentSchema, SpacerComponentSchema, DividerComponentSchema,
] as const;

interface Base {
  id: string;
  visible?: string;
}
export interface ContainerComponent extends Base {
  type: 'row' | 'column' | 'card';
  children: Component[];
}
export interface GridComponent extends Base {
  type: 'grid';
  columns: number;
  children: Component[];
}
export interface ListComponent extends Base {
  type: 'list';
  /** A list state variable. */
  source: string;
  /** Rendered once per item (`item_<id>.xml`); expressions may use `item.<field>` and `index`. */
  item: Component[];
  onItemClick: Action[];
  onItemLongClick: Action[];
  /** Boolean expression over `item`; items for which it is false are hidden. */
  filter?: string;
  sortBy?: { field: string; descending: boolean };
  /**
   * Groups rows by a field: rows are ordered by it first (then by sortBy) and a header, a template
   * in the item's scope (`{item.category}: {sumIf(expenses, 'amount', 'category', item.category)}`),
   * is shown above the first row of each group. Groups come in ascending order unless `descending`.
   */
  groupBy?: { field: string; header: string; descending?: boolean };
  /** Shown instead of the list when no item is visible. */
  empty: string;
}
export type LeafComponent = z.infer<(typeof LEAF_COMPONENT_SCHEMAS)[number]>;
export type Component = LeafComponent | ContainerComponent | GridComponent | ListComponent;
export type ComponentType = Component['type'];
/** The keys a list's rows are ordered by, as every runtime orders them: the group field first (grouped lists), then sortBy. */
export function listOrder(list: Pick<ListComponent, 'groupBy' | 'sortBy'>): { field: string; descending: boolean }[] {
  return [...(list.groupBy ? [{ field: list.groupBy.field, descending: list.groupBy.descending ?? false }] : []), ...(list.sortBy ? [list.sortBy] : [])];
}
/** The component of one type: `ComponentOf<'text'>`. */
export type ComponentOf<T extends ComponentType> = Extract<Component, { type: T }>;
/** Named because the refiner's edits build buttons and read input types by these names. */
export type ButtonComponent = ComponentOf<'button'>;
export type InputComponent = ComponentOf<'input'>;

const Children = () => z.array(ComponentSchema).max(L.componentsPerScreen);

export const ComponentSchema: z.ZodType<Component> = z.lazy(() =>
  z.discriminatedUnion('type', [
    ...LEAF_COMPONENT_SCHEMAS,
    z.object({ type: z.enum(['row', 'column', 'card']), ...base, children: Children() }),
    z.object({ type: z.literal('grid'), ...base, columns: z.number().int().min(1).max(8).default(3), children: Children() }),
    z.object({
      type: z.literal('list'),
      ...base,
      source: NameSchema,
      item: Children().min(1),
      onItemClick: Actions(),
      onItemLongClick: Actions(),
      filter: Expr.optional(),
      sortBy: z.object({ field: NameSchema, descending: z.boolean().default(false) }).optional(),
      // (descending: newest day first, when a log of timed entries is grouped by its date.)
      groupBy: z.object({ field: NameSchema, header: Tpl.min(1), descending: z.boolean().optional() }).optional(),
      empty: Tpl.default(''),
    }),
  ]),
);

// ---------------------------------------------------------------------------------------------
// Screens, timers, theme, app

export const ScreenSchema = z.object({
  id: SnakeIdSchema,
  title: z.string().min(1).max(L.shortText),
  children: Children(),
  /**
   * Run each time the screen opens, after the saved state is loaded (restart a ticking timer,
   * recompute today's date). They may not navigate: a screen that opens another on start loops.
   */
  onStart: Actions(),
});
export type Screen = z.infer<typeof ScreenSchema>;

export const TimerSchema = z.object({
  id: NameSchema,
  intervalMs: z.number().int().min(50).max(3_600_000),
  onTick: ActionListSchema,
});
export type Timer = z.infer<typeof TimerSchema>;

export const ThemeSchema = z.object({
  primary: HexColorSchema.default('#3F51B5'),
  accent: HexColorSchema.default('#FF4081'),
  dark: z.boolean().default(false),
  textScale: z.number().min(0.75).max(2).default(1),
  /** A persisted yes/no state variable (a settings switch) that turns dark mode on at run time. */
  darkSetting: NameSchema.optional(),
  /** A persisted yes/no state variable (a settings switch) that makes all text larger at run time. */
  largeTextSetting: NameSchema.optional(),
});
/** How much larger text gets when the large-text setting is on (Android's "Largest" font size). */
export const LARGE_TEXT_SCALE = 1.3;
export type Theme = z.infer<typeof ThemeSchema>;

export const AppInfoSchema = z.object({
  name: z.string().trim().min(1).max(50),
  packageName: PackageNameSchema,
  description: z.string().max(L.text).default(''),
  features: z.array(z.string().max(L.shortText * 2)).max(L.features).default([]),
  /** The composer's app kind (counter, todo, notes …); informational. */
  kind: z.string().max(40).default('custom'),
});

/** Counts components and nesting depth so limits hold for the whole tree, not per array. */
function measureTree(children: readonly Component[], depth = 1): { count: number; depth: number } {
  let count = 0;
  let maxDepth = depth;
  for (const c of children) {
    count += 1;
    const nested = 'children' in c ? c.children : c.type === 'list' ? c.item : null;
    if (nested) {
      const m = measureTree(nested, depth + 1);
      count += m.count;
      maxDepth = Math.max(maxDepth, m.depth);
    }
  }
  return { count, depth: maxDepth };
}

export const AppSpecSchema = z
  .object({
    version: z.literal(APPSPEC_VERSION),
    app: AppInfoSchema,
    theme: ThemeSchema.default({ primary: '#3F51B5', accent: '#FF4081', dark: false, textScale: 1 }),
    state: z.array(StateVarSchema).max(L.stateVars).default([]),
    /** The first screen is the main screen and must have id `main`. */
    screens: z.array(ScreenSchema).min(1).max(L.screens),
    timers: z.array(TimerSchema).max(L.timers).default([]),
  })
  .superRefine((spec, ctx) => {
    if (spec.screens[0]?.id !== 'main') {
      ctx.addIssue({ code: 'custom', path: ['screens', 0, 'id'], message: "The first screen's id must be 'main'" });
    }
    spec.screens.forEach((screen, i) => {
      const m = measureTree(screen.children);
      if (m.count > L.componentsPerScreen) {
        ctx.addIssue({ code: 'custom', path: ['screens', i], message: `A screen may hold at most ${L.componentsPerScreen} components` });
      }
      if (m.depth > L.depth) {
        ctx.addIssue({ code: 'custom', path: ['screens', i], message: `Components may nest at most ${L.depth} deep` });
      }
    });
  });
export type AppSpec = z.infer<typeof AppSpecSchema>;
export type AppSpecInput = z.input<typeof AppSpecSchema>;

// ---------------------------------------------------------------------------------------------
// Emitter outputs and AdMob

/** The spec's app data (product spec "App data"): a view of the emitted project files. */
export const AppDataSchema = z.object({
  appName: z.string(),
  packageName: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Source of MainActivity.kt. */
  mainActivity: z.string(),
  /** Layout file name → XML; `activity_main.xml` is the one previewed. */
  layouts: z.record(z.string(), z.string()),
  /** Project path → content, for every other file of the project. */
  additionalFiles: z.record(z.string(), z.string()),
});
export type AppData = z.infer<typeof AppDataSchema>;

export const ADMOB_APP_ID_PATTERN = /^ca-app-pub-\d{16}~\d{10}$/;
export const ADMOB_UNIT_ID_PATTERN = /^ca-app-pub-\d{16}\/\d{10}$/;

/** Loose on purpose: bad ids are reported as warnings by the emitter, not rejected here. */
export const AdmobConfigSchema = z.object({
  appId: z.string().trim().max(100).default(''),
  bannerId: z.string().trim().max(100).default(''),
  interstitialId: z.string().trim().max(100).default(''),
  rewardId: z.string().trim().max(100).default(''),
});
export type AdmobConfig = z.infer<typeof AdmobConfigSchema>;

export const AdmobValidationSchema = z.object({
  integrated: z.boolean(),
  warnings: z.array(z.string()),
  requestedAds: z.array(z.string()),
});
export type AdmobValidation = z.infer<typeof AdmobValidationSchema>;
