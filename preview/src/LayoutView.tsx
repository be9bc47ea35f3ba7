import { useMemo } from 'react';
import { parseXml } from './parse';
import { RenderEnvContext, type RenderEnv } from './render-context';
import { ViewNode } from './views/ViewNode';
import { XmlErrorBox } from './phone/XmlErrorBox';

interface LayoutViewProps {
  /** Layout resource name, e.g. `activity_main`. */
  name: string;
  env: RenderEnv;
}

/** Renders one layout of the project; a missing or malformed file shows a readable message instead. */
export function LayoutView({ name, env }: LayoutViewProps) {
  const source = env.res.layouts.get(name);
  const parsed = useMemo(() => (source === undefined ? null : parseXml(source)), [source]);
  if (!parsed) return <XmlErrorBox file={`${name}.xml`} message="This layout file is missing from the project." theme={env.theme} />;
  if (!parsed.ok) return <XmlErrorBox file={`${name}.xml`} message={parsed.error.message} line={parsed.error.line} column={parsed.error.column} theme={env.theme} />;
  return (
    <RenderEnvContext.Provider value={{ ...env, layoutStack: [name] }}>
      <ViewNode node={parsed.root} parent="vertical" />
    </RenderEnvContext.Provider>
  );
}
