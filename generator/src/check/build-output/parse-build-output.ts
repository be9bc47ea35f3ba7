/** Turns a toolchain step's output into findings with project-relative files and lines. */
import type { Finding } from '../finding';
import { parseAaptOutput } from './aapt';
import { parseApksignerOutput } from './apksigner';
import { parseDxOutput } from './dx';
import { parseJavacOutput } from './javac';
import { parseKotlincOutput } from './kotlinc';

export type BuildTool = 'aapt' | 'kotlinc' | 'javac' | 'dx' | 'apksigner';

export function parseBuildOutput(tool: BuildTool, output: string, projectRoot?: string): Finding[] {
  switch (tool) {
    case 'aapt':
      return parseAaptOutput(output, projectRoot);
    case 'kotlinc':
      return parseKotlincOutput(output, projectRoot);
    case 'javac':
      return parseJavacOutput(output, projectRoot);
    case 'dx':
      return parseDxOutput(output);
    case 'apksigner':
      return parseApksignerOutput(output);
  }
}
