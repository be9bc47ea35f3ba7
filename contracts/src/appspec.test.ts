import { describe, expect, test } from 'vitest';
import { AdmobConfigSchema, AppSpecSchema, PackageNameSchema, type AppSpecInput } from './appspec';

function counterSpec(): AppSpecInput {
  return {
    version: 1,
    app: { name: 'Counter', packageName: 'com.example.counter' },
    state: [{ name: 'count', type: 'number', initial: 0, persist: true }],
    screens: [
      {
        id: 'main',
        title: 'Counter',
        children: [
          { type: 'text', id: 'count_label', text: '{count}', size: 'display' },
          { type: 'button', id: 'plus', label: '+', onClick: [{ do: 'increment', var: 'count' }] },
        ],
      },
    ],
  };
}

describe('AppSpec schema', () => {
  test('accepts a small counter app and fills in the defaults', () => {
    const spec = AppSpecSchema.parse(counterSpec());
    expect(spec.theme).toEqual({ primary: '#3F51B5', accent: '#FF4081', dark: false, textScale: 1 });
    expect(spec.app.features).toEqual([]);
    expect(spec.timers).toEqual([]);
    const plus = spec.screens[0]?.children[1];
    expect(plus?.type === 'button' && plus.onClick).toEqual([{ do: 'increment', var: 'count', by: '1' }]);
    expect(plus?.type === 'button' && plus.style).toBe('filled');
  });

  test('requires the first screen to be called main', () => {
    const input = counterSpec();
    input.screens[0]!.id = 'home';
    const result = AppSpecSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/main/);
  });

  test('rejects colours that are not #RRGGBB', () => {
    const result = AppSpecSchema.safeParse({ ...counterSpec(), theme: { primary: 'green' } });
    expect(result.success).toBe(false);
  });

  test('validates package names, including Java keyword segments', () => {
    expect(PackageNameSchema.safeParse('com.example.app').success).toBe(true);
    expect(PackageNameSchema.safeParse('com.example.class').success).toBe(false);
    expect(PackageNameSchema.safeParse('Com.Example').success).toBe(false);
    expect(PackageNameSchema.safeParse('single').success).toBe(false);
    expect(PackageNameSchema.safeParse('com.1app').success).toBe(false);
  });

  test('rejects component ids that are not snake_case or are reserved words', () => {
    const input = counterSpec();
    input.screens[0]!.children = [{ type: 'text', id: 'CountLabel', text: 'x' }];
    expect(AppSpecSchema.safeParse(input).success).toBe(false);
    input.screens[0]!.children = [{ type: 'text', id: 'class', text: 'x' }];
    expect(AppSpecSchema.safeParse(input).success).toBe(false);
  });

  test('rejects a screen with more components than the limit, counting nested ones', () => {
    const many = Array.from({ length: 160 }, (_, i) => ({ type: 'divider' as const, id: `d${i}` }));
    const input = counterSpec();
    input.screens[0]!.children = [{ type: 'column', id: 'col', children: many.slice(0, 100) }, ...many.slice(100)];
    const result = AppSpecSchema.safeParse(input);
    expect(result.success).toBe(false);
  });

  test('rejects nesting deeper than the limit', () => {
    let node: Record<string, unknown> = { type: 'spacer', id: 's' };
    for (let i = 0; i < 8; i++) node = { type: 'column', id: `c${i}`, children: [node] };
    const input = counterSpec();
    input.screens[0]!.children = [node as never];
    expect(AppSpecSchema.safeParse(input).success).toBe(false);
  });

  test('rejects over-long texts and unknown component types', () => {
    const input = counterSpec();
    input.screens[0]!.children = [{ type: 'text', id: 't', text: 'x'.repeat(5000) }];
    expect(AppSpecSchema.safeParse(input).success).toBe(false);
    input.screens[0]!.children = [{ type: 'webview', id: 'w' } as never];
    expect(AppSpecSchema.safeParse(input).success).toBe(false);
  });

  test('parses nested if actions and list components', () => {
    const input = counterSpec();
    input.state = [{ name: 'tasks', type: 'list', fields: [{ name: 'title', type: 'text' }] }];
    input.screens[0]!.children = [
      {
        type: 'list',
        id: 'task_list',
        source: 'tasks',
        item: [{ type: 'text', id: 'task_title', text: '{item.title}' }],
        onItemLongClick: [{ do: 'if', cond: 'len(tasks) > 0', then: [{ do: 'removeItem', list: 'tasks' }] }],
      },
    ];
    const spec = AppSpecSchema.parse(input);
    const list = spec.screens[0]?.children[0];
    expect(list?.type === 'list' && list.onItemLongClick).toEqual([
      { do: 'if', cond: 'len(tasks) > 0', then: [{ do: 'removeItem', list: 'tasks', index: 'index' }], else: [] },
    ]);
  });

  test('AdMob config defaults missing ids to empty strings', () => {
    expect(AdmobConfigSchema.parse({ appId: ' x ' })).toEqual({ appId: 'x', bannerId: '', interstitialId: '', rewardId: '' });
  });
});
