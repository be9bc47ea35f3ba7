import { escapeStringResource, XML_DECLARATION } from './xml';

/** Collects the app's string resources while layouts and activities are emitted. */
export class StringTable {
  private readonly strings = new Map<string, string>();
  private readonly arrays = new Map<string, string[]>();

  /** Adds a string and returns its `@string/` reference. */
  add(name: string, value: string): string {
    this.strings.set(name, value);
    return `@string/${name}`;
  }

  addArray(name: string, values: string[]): string {
    this.arrays.set(name, values);
    return `@array/${name}`;
  }

  toXml(): string {
    const lines = [XML_DECLARATION, '<resources>'];
    for (const [name, value] of this.strings) lines.push(`    <string name="${name}">${escapeStringResource(value)}</string>`);
    for (const [name, values] of this.arrays) {
      lines.push(`    <string-array name="${name}">`);
      for (const v of values) lines.push(`        <item>${escapeStringResource(v)}</item>`);
      lines.push('    </string-array>');
    }
    lines.push('</resources>', '');
    return lines.join('\n');
  }
}
