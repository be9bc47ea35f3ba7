import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  test.each([
    // Latin-script languages, by their function words and letters.
    ['Zrób mi aplikację do liczenia pompek. Cel to 100 dziennie, licznik ma się zerować każdego ranka.', 'pl'],
    ['Quero um aplicativo para contar copos de água', 'pt'],
    ['Una app per contare le flessioni ogni giorno con un obiettivo di 50', 'it'],
    ["Vorrei un'app per segnare i miei allenamenti in palestra con esercizio, serie e ripetizioni.", 'it'],
    ['Tôi cần một ứng dụng đếm số cốc nước tôi uống mỗi ngày', 'vi'],
    ['Saya mau aplikasi untuk mencatat pengeluaran setiap hari', 'id'],
    // Other scripts, by the script itself (kana decides Japanese over Chinese).
    ['毎日の腕立て伏せを数えるアプリを作ってください。目標は50回です。', 'ja'],
    ['每天记录我喝了多少杯水', 'zh'],
    ['Приложение для учёта расходов', 'ru'],
    // English with words other languages share ("min", "I", "do", "per") stays English.
    ['pomodoro timer for work - 25 min focus, 5 min break, 4 rounds', 'en'],
    ['I want to do 20 min of yoga a day, I need a timer', 'en'],
    ['fuel calc: km driven since last fill-up, liters filled, price per liter -> liters per 100 km and cost per km', 'en'],
    ['see how fast you can click in 5 seconds - as many as you can', 'en'],
  ])('reads "%s" as %s', (prompt, language) => {
    expect(detectLanguage(prompt)).toBe(language);
  });

  test('a prompt in a language the composer does not write is refused with its name, at no charge', () => {
    const result = composeApp('毎日の腕立て伏せを数えるアプリを作ってください。目標は50回です。');
    expect(result.refusal?.reason).toBe('unsupported_language');
    expect(result.refusal?.message).toMatch(/Japanese/);
  });
});
