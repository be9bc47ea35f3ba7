import { createContext } from 'react';

/** Shared by a RadioGroup with its RadioButtons: one input name, and the runtime choice when bound. */
export interface RadioGroupState {
  name: string;
  checkedId?: string;
  bound?: { value: string; choose: (value: string) => void };
}

export const RadioGroupContext = createContext<RadioGroupState | null>(null);
