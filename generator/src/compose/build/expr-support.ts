/** Minutes:seconds text for a number of seconds held in `seconds` (an expression). */
export function clockText(seconds: string): string {
  return `pad(floor(${seconds} / 60), 2) + ':' + pad(${seconds} % 60, 2)`;
}
