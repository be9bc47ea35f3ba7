import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  test('reads Latin-script languages by their function words and letters', () => {
    expect(detectLanguage('Zrób mi aplikację do liczenia pompek. Cel to 100 dziennie, licznik ma się zerować każdego ranka.')).toBe('pl');
    expect(detectLanguage('Quero um aplicativo para contar copos de água')).toBe('pt');
    expect(detectLanguage('Una app per contare le flessioni ogni giorno con un obiettivo di 50')).toBe('it');
    expect(detectLanguage("Vorrei un'app per segnare i miei allenamenti in palestra con esercizio, serie e ripetizioni.")).toBe('it');
  });

  test('reads other scripts by the script itself (kana decides Japanese over Chinese)', () => {
    expect(detectLanguage('毎日の腕立て伏せを数えるアプリを作ってください。目標は50回です。')).toBe('ja');
    expect(detectLanguage('每天记录我喝了多少杯水')).toBe('zh');
    expect(detectLanguage('Приложение для учёта расходов')).toBe('ru');
  });

  test('keeps English with "min", "I" and "do" as English (words other languages share with it do not count)', () => {
    expect(detectLanguage('pomodoro timer for work - 25 min focus, 5 min break, 4 rounds')).toBe('en');
    expect(detectLanguage('I want to do 20 min of yoga a day, I need a timer')).toBe('en');
  });

  test('keeps terse English with "per" as English', () => {
    expect(detectLanguage('fuel calc: km driven since last fill-up, liters filled, price per liter -> liters per 100 km and cost per km')).toBe('en');
  });

  test('a prompt in a language the composer does not write is refused with its name, at no charge', () => {
    const result = composeApp('毎日の腕立て伏せを数えるアプリを作ってください。目標は50回です。');
    expect(result.refusal?.reason).toBe('unsupported_language');
    expect(result.refusal?.message).toMatch(/Japanese/);
  });
});
