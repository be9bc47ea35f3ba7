/** How an Android inputType is shown in the browser. */
export interface HtmlInputKind {
  type: 'text' | 'number' | 'tel' | 'email' | 'password' | 'date' | 'time' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  multiline: boolean;
}

export function htmlInputKind(inputType: string | undefined): HtmlInputKind {
  const flags = (inputType ?? 'text').split('|').map((f) => f.trim());
  const has = (f: string) => flags.includes(f);
  const multiline = has('textMultiLine');
  if (has('numberPassword') || has('textPassword') || has('textVisiblePassword')) return { type: 'password', multiline: false };
  if (has('numberDecimal')) return { type: 'number', inputMode: 'decimal', multiline: false };
  if (has('number') || has('numberSigned')) return { type: 'number', inputMode: 'numeric', multiline: false };
  if (has('phone')) return { type: 'tel', inputMode: 'tel', multiline: false };
  if (has('textEmailAddress')) return { type: 'email', inputMode: 'email', multiline: false };
  if (has('textUri')) return { type: 'url', inputMode: 'url', multiline: false };
  if (has('date') || has('datetime')) return { type: 'date', multiline: false };
  if (has('time')) return { type: 'time', multiline: false };
  return { type: 'text', multiline };
}
