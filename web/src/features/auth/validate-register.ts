import { RegisterBodySchema, type RegisterBody } from '@droidforge/contracts';

export type FieldErrors = Partial<Record<keyof RegisterBody, string>>;

/**
 * Checks the form with the server's own schema, so the browser enforces exactly the server's rules
 * (PASSWORD_MIN, PASSWORD_MAX, email shape) and shows the same messages.
 */
export function validateRegister(input: RegisterBody): { ok: true; body: RegisterBody } | { ok: false; fields: FieldErrors } {
  const parsed = RegisterBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'name' || key === 'email' || key === 'password') && !fields[key]) fields[key] = issue.message;
  }
  return { ok: false, fields };
}
