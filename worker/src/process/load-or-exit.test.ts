import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadOrExit } from './load-or-exit';

class SettingsError extends Error {}
const isSettingsError = (err: unknown): err is SettingsError => err instanceof SettingsError;

describe('loadOrExit', () => {
  afterEach(() => vi.restoreAllMocks());

  test('answers the settings when they load', () => {
    expect(loadOrExit(() => ({ port: 3000 }), isSettingsError)).toEqual({ port: 3000 });
  });

  test('a configuration error ends the process with its own message, not a stack trace', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => { throw new Error('exited'); }) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => loadOrExit(() => { throw new SettingsError('PORT must be a number'); }, isSettingsError)).toThrow('exited');
    expect(printed).toHaveBeenCalledWith('PORT must be a number');
    expect(exit).toHaveBeenCalledWith(1);
  });

  test('any other error is a fault and is thrown on', () => {
    const exit = vi.spyOn(process, 'exit');
    expect(() => loadOrExit(() => { throw new TypeError('boom'); }, isSettingsError)).toThrow('boom');
    expect(exit).not.toHaveBeenCalled();
  });
});
