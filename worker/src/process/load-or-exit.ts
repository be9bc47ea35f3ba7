/**
 * A process's settings, or the process ends with the settings' own message when they are wrong
 * (a configuration error names every bad variable; a stack trace would only hide it). Other errors
 * are real faults and are thrown on.
 */
export function loadOrExit<T>(load: () => T, isConfigError: (err: unknown) => err is Error): T {
  try {
    return load();
  } catch (err) {
    if (isConfigError(err)) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
