/** Turns a toolchain step's output into findings with project-relative files and lines. */
import type { Finding } from '../finding';
import { parseAaptOutput } from './aapt';
import { parseApksignerOutput } from './apksigner';
import { parseDxOutput } from './dx';
import { parseJavacOutput } from './javac';
import { parseKotlincOutput } from './kotlinc';

/** Each tool's reader; dx and apksigner print no project paths, so they take no root. */
const PARSERS = {
  aapt: parseAaptOutput,
  kotlinc: parseKotlincOutput,
  javac: parseJavacOutput,
  dx: parseDxOutput,
  apksigner: parseApksignerOutput,
} satisfies Record<string, (output: string, projectRoot?: string) => Finding[]>;

export type BuildTool = keyof typeof PARSERS;

export function parseBuildOutput(tool: BuildTool, output: string, projectRoot?: string): Finding[] {
  return PARSERS[tool](output, projectRoot);
}
