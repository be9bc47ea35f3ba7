import type { Component, Screen } from '@droidforge/contracts';
import { isStaticTemplate, kotlinDouble, kotlinString, templateToKotlin, toKotlin } from '../spec/expr/index';
import { emitListAdapter } from './adapter';
import { mustExpr, mustTemplate, type EmitContext } from './context';
import { block, indent, paragraphs } from './kotlin-code';
import { activityName, layoutName, viewName } from './names';
import { addHandler, SCREEN_KOTLIN, type ScreenCode } from './screen-code';
import { importFor, VIEW_CLASS } from './views';
import { STATE_REF } from './actions';

/** Source of one screen's Activity: finds its views, wires their listeners and redraws them from the state. */
export function emitActivity(ctx: EmitContext, screen: Screen, isMain: boolean): string {
  const code: ScreenCode = { ctx, imports: new Set(['android.os.Bundle']), fields: [], setup: [], render: [], members: [] };
  visit(code, screen.children);
  const onStart = screen.onStart.length ? [`${addHandler(code, 'screen', 'Start', screen.onStart, code.ctx.env)}()`] : [];
  const onCreate = [
    'super.onCreate(savedInstanceState)',
    `setContentView(R.layout.${layoutName(screen.id)})`,
    `title = getString(R.string.title_${screen.id})`,
    ...(isMain ? [] : ['actionBar?.setDisplayHomeAsUpEnabled(true)']),
    ...code.setup,
    ...(isMain ? adsSetup(code) : []),
    // The base class loaded the saved state, so start actions see it; they run on every creation.
    ...onStart,
  ];
  const body = paragraphs([
    code.fields,
    ['override fun onCreate(savedInstanceState: Bundle?) {', ...indent(onCreate), '}'],
    block('override fun render()', code.render.length ? code.render : ['// Nothing on this screen depends on the state.']),
    ...code.members,
  ]);
  const pkg = ctx.spec.app.packageName;
  const header = [`package ${pkg}`, '', ...[...code.imports].sort().map((i) => `import ${i}`)];
  const doc = `/** The "${screen.title.replace(/\*\//g, '* /')}" screen. */`;
  return paragraphs([header, [doc, ...block(`class ${activityName(screen.id)} : ScreenActivity()`, body)]]).join('\n') + '\n';
}

function adsSetup(code: ScreenCode): string[] {
  const ads = code.ctx.ads;
  if (!ads) return [];
  const lines = ['Ads.init(this)'];
  if (ads.banner) {
    code.imports.add('android.widget.FrameLayout');
    lines.push('Ads.showBanner(this, findViewById(R.id.ad_container) as FrameLayout)');
  }
  if (ads.rewarded) {
    code.imports.add('android.widget.Button');
    lines.push(
      '(findViewById(R.id.watch_ad_button) as Button).setOnClickListener {',
      '    Ads.showRewarded(this) { toast("Thanks for watching!") }',
      '}',
    );
  }
  return lines;
}

function visit(code: ScreenCode, children: readonly Component[]): void {
  for (const c of children) {
    bindComponent(code, c);
    if (c.type !== 'list' && 'children' in c) visit(code, c.children);
  }
}

function bindComponent(code: ScreenCode, c: Component): void {
  const env = code.ctx.env;
  const dynamicText = c.type === 'text' && !isStaticTemplate(mustTemplate(c.text, env));
  const dynamicLabel = c.type === 'button' && !isStaticTemplate(mustTemplate(c.label, env));
  // Static texts, images and containers need no Kotlin unless they can hide.
  if (!(c.visible || dynamicText || isLiveType(c))) return;
  const cls = VIEW_CLASS[c.type];
  const v = viewName(c.id);
  code.imports.add(importFor(cls));
  code.fields.push(`private lateinit var ${v}: ${cls}`);
  code.setup.push(`${v} = findViewById(R.id.${c.id}) as ${cls}`);
  if (c.visible) code.render.push(`visibleIf(${v}, ${toKotlin(mustExpr(c.visible, env, 'bool'), SCREEN_KOTLIN)})`);
  if (!bindInput(code, c, v)) bindOutput(code, c, v, dynamicText, dynamicLabel);
}

/** Views the user edits: write the state on change, and show the state on every render. False for other views. */
function bindInput(code: ScreenCode, c: Component, v: string): boolean {
  const { setup, render } = code;
  const state = (name: string) => STATE_REF(name);
  switch (c.type) {
    case 'input': {
      const isNumber = code.ctx.spec.state.find((s) => s.name === c.bind)?.type === 'number';
      setup.push(`onTextChange(${v}) { text -> ${state(c.bind)} = ${isNumber ? 'Expr.num(text)' : 'text'} }`);
      render.push(
        isNumber
          ? `if (Expr.num(${v}.text.toString()) != ${state(c.bind)}) ${v}.setText(Expr.str(${state(c.bind)}))`
          : `if (${v}.text.toString() != ${state(c.bind)}) ${v}.setText(${state(c.bind)})`,
      );
      return true;
    }
    case 'switch':
    case 'checkbox':
      setup.push(`${v}.setOnCheckedChangeListener { _, isChecked ->`, `    if (!isRendering) {`, `        ${state(c.bind)} = isChecked`, '        stateChanged()', '    }', '}');
      render.push(`${v}.isChecked = ${state(c.bind)}`);
      return true;
    case 'slider': {
      const min = kotlinNum(c.min);
      const step = kotlinNum(c.step);
      setup.push(`onSeek(${v}) { progress -> ${state(c.bind)} = ${min} + progress * ${step} }`);
      render.push(`${v}.progress = Expr.round((${state(c.bind)} - ${min}) / ${step}).toInt()`);
      return true;
    }
    case 'radio': {
      const cases = c.options.map((o, i) => `    R.id.${c.id}_option_${i} -> ${state(c.bind)} = ${kotlinString(o)}`);
      setup.push(`${v}.setOnCheckedChangeListener { _, checkedId ->`, '    if (!isRendering) {', ...indent(['when (checkedId) {', ...cases, '}'], 2), '        stateChanged()', '    }', '}');
      const checks = c.options.map((o, i) => `    ${kotlinString(o)} -> ${v}.check(R.id.${c.id}_option_${i})`);
      render.push(`when (${state(c.bind)}) {`, ...checks, `    else -> ${v}.clearCheck()`, '}');
      return true;
    }
    case 'select':
      setup.push(`onSelect(${v}) { option -> ${state(c.bind)} = option }`);
      render.push(`selectOption(${v}, ${state(c.bind)})`);
      return true;
    default:
      return false;
  }
}

/** Views that show values or start actions: texts, buttons, progress bars and lists. */
function bindOutput(code: ScreenCode, c: Component, v: string, dynamicText: boolean, dynamicLabel: boolean): void {
  const env = code.ctx.env;
  const tpl = (src: string) => templateToKotlin(mustTemplate(src, env), SCREEN_KOTLIN);
  switch (c.type) {
    case 'text':
      if (dynamicText) code.render.push(`${v}.text = ${tpl(c.text)}`);
      return;
    case 'button': {
      const handler = addHandler(code, c.id, 'Click', c.onClick, env);
      code.setup.push(`${v}.setOnClickListener { ${handler}() }`);
      if (dynamicLabel) code.render.push(`${v}.text = ${tpl(c.label)}`);
      return;
    }
    case 'progress': {
      const value = toKotlin(mustExpr(c.value, env, 'number'), SCREEN_KOTLIN);
      const max = toKotlin(mustExpr(c.max, env, 'number'), SCREEN_KOTLIN);
      code.render.push(`${v}.progress = Expr.progress(${value}, ${max})`);
      return;
    }
    case 'list':
      emitListAdapter(code, c, v);
      return;
    default:
      return;
  }
}

function isLiveType(c: Component): boolean {
  return !['image', 'spacer', 'divider', 'row', 'column', 'card', 'grid', 'text'].includes(c.type);
}

function kotlinNum(n: number): string {
  return n < 0 ? `(${kotlinDouble(n)})` : kotlinDouble(n);
}
