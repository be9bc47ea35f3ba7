import type { AppSpec, Component, ListComponent, Screen } from '@droidforge/contracts';

/** A component found by id, with the list whose item template holds it (if any). */
export interface IndexedComponent {
  component: Component;
  inList?: ListComponent;
}

/** Component id → component for one screen, including list item templates (`item_<list>.xml`). */
export function indexScreen(screen: Screen): ReadonlyMap<string, IndexedComponent> {
  const out = new Map<string, IndexedComponent>();
  const visit = (components: readonly Component[], inList: ListComponent | undefined) => {
    for (const component of components) {
      out.set(component.id, { component, inList });
      if (component.type === 'list') visit(component.item, component);
      else if ('children' in component) visit(component.children, inList);
    }
  };
  visit(screen.children, undefined);
  return out;
}

export function findScreen(spec: AppSpec, id: string): Screen | undefined {
  return spec.screens.find((s) => s.id === id);
}

/** Layout resource of a screen, as the emitter names it. */
export function screenLayoutName(screenId: string): string {
  return screenId === 'main' ? 'activity_main' : `activity_${screenId}`;
}
