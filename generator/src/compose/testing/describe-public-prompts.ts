import { AppSpecSchema } from '@droidforge/contracts';
import { describe, expect, test } from 'vitest';
import { validateSpec } from '../../spec/validate';
import { compose, flatActions, loadPublicPrompts, ofType } from './public-prompts';

export type ComposedApp = ReturnType<typeof compose>;
/** Per prompt id: the `must` items of public.jsonl, checked on the spec and by running it. */
export type MustChecks = Record<string, (app: ComposedApp) => void>;

/**
 * The public prompts named in `checks`: each composes into a valid app of its expected kind, shows
 * each must item, and no button of theirs is idle. (Split over two files so they run in parallel.)
 */
export function describePublicPrompts(label: string, checks: MustChecks): void {
  const prompts = loadPublicPrompts().filter((p) => p.id in checks);

  describe.each(prompts)('public prompt $id', (prompt) => {
    test(`composes "${prompt.prompt}" into a valid ${prompt.expect.join('/')} app`, () => {
      const app = compose(prompt);
      expect(prompt.expect).toContain(app.kind);
      expect(AppSpecSchema.safeParse(app.spec).success).toBe(true);
      expect(validateSpec(app.spec)).toEqual([]);
    });

    test(`shows each must item: ${prompt.must.join(', ')}`, () => {
      checks[prompt.id]!(compose(prompt));
    });
  });

  test(`every button in the ${label} apps does something`, () => {
    for (const prompt of prompts) {
      const idle = ofType(compose(prompt).spec, 'button').filter((b) => flatActions(b.onClick).length === 0);
      expect(idle.map((b) => `${prompt.id}/${b.id}`)).toEqual([]);
    }
  });
}
