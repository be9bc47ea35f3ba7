/**
 * Which language a prompt is written in, by its most frequent function words. The composer writes
 * English apps only; a prompt clearly in another language is refused with a clear message (no
 * charge) rather than built with English words pasted around the user's.
 */
const FUNCTION_WORDS: Record<string, string[]> = {
  // ("as fast as you can": "as" is English as often as Portuguese.)
  en: ['the', 'and', 'with', 'for', 'my', 'to', 'of', 'a', 'an', 'that', 'i', 'it', 'is', 'in', 'on', 'me', 'app', 'each', 'how', 'show', 'want', 'as', 'you', 'can'],
  es: ['el', 'la', 'los', 'las', 'y', 'con', 'para', 'de', 'del', 'que', 'una', 'un', 'mi', 'mis', 'por', 'aplicación', 'muestre', 'quiero', 'lista', 'cada'],
  fr: ['le', 'la', 'les', 'et', 'avec', 'pour', 'de', 'des', 'du', 'que', 'une', 'un', 'mon', 'mes', 'qui', 'application', 'je', 'veux', 'chaque'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'ein', 'eine', 'mein', 'meine', 'ich', 'zu', 'den', 'dem', 'ist', 'möchte', 'jeden'],
  // Not "per": English says "price per liter" as often as Italian says "per".
  it: ['il', 'lo', 'gli', 'e', 'con', 'di', 'vorrei', "un'app", 'della', 'delle', 'alla', 'sono', 'questa', 'fammi', 'del', 'che', 'una', 'un', 'mio', 'mia', 'miei', 'voglio', 'ogni'],
  pt: ['o', 'os', 'as', 'e', 'com', 'para', 'de', 'do', 'da', 'que', 'uma', 'um', 'meu', 'minha', 'quero', 'cada', 'aplicativo'],
  nl: ['de', 'het', 'en', 'met', 'voor', 'van', 'een', 'mijn', 'ik', 'wil', 'elke', 'die', 'dat'],
  // Not "i", "do", "to" or "min": English prompts say them all the time ("25 min focus", "I want to do …").
  pl: ['w', 'z', 'na', 'mi', 'się', 'jest', 'dla', 'aplikację', 'aplikacji', 'każdego', 'każdy', 'nie', 'moje', 'mój', 'chcę', 'zrób'],
  sv: ['och', 'med', 'för', 'ett', 'mina', 'jag', 'vill', 'varje', 'som', 'att', 'appen'],
  tr: ['ve', 'ile', 'için', 'bir', 'benim', 'her', 'bu', 'istiyorum', 'uygulama', 'olan'],
  vi: ['tôi', 'muốn', 'một', 'để', 'của', 'và', 'có', 'cho', 'các', 'những', 'mỗi', 'với', 'là', 'không', 'ứng', 'dụng', 'ghi', 'lại'],
  id: ['saya', 'ingin', 'untuk', 'dan', 'dengan', 'yang', 'aplikasi', 'setiap', 'buat', 'mau', 'ada'],
};

/** Scripts that are themselves the evidence: a prompt written mostly in them is not English. */
const SCRIPTS: [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'], [/\p{Script=Hangul}/u, 'ko'], [/\p{Script=Han}/u, 'zh'], [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Arabic}/u, 'ar'], [/\p{Script=Hebrew}/u, 'he'], [/\p{Script=Greek}/u, 'el'], [/\p{Script=Thai}/u, 'th'], [/\p{Script=Devanagari}/u, 'hi'],
];

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', nl: 'Dutch', pl: 'Polish', sv: 'Swedish', tr: 'Turkish', vi: 'Vietnamese', id: 'Indonesian',
  ja: 'Japanese', ko: 'Korean', zh: 'Chinese', ru: 'Russian', ar: 'Arabic', he: 'Hebrew', el: 'Greek', th: 'Thai', hi: 'Hindi',
};

export const SUPPORTED_LANGUAGES = ['en'] as const;

/** ISO code of the prompt's language, `en` when unsure (short or mixed prompts). */
export function detectLanguage(prompt: string): string {
  const letters = [...prompt.matchAll(/\p{L}/gu)].map((m) => m[0]);
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length > 0 && latin / letters.length < 0.5) {
    // Japanese mixes kana with Han characters: any kana decides it.
    const other = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).join('');
    return SCRIPTS.find(([re]) => re.test(other))?.[1] ?? 'other';
  }
  const words = prompt.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return 'en';
  const scores = Object.entries(FUNCTION_WORDS).map(([lang, list]) => {
    const set = new Set(list);
    return [lang, words.filter((w) => set.has(w)).length] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  const en = scores.find(([l]) => l === 'en')![1];
  const [best, score] = scores[0]!;
  // Non-ASCII letters typical of other languages count as evidence too.
  const accents = (prompt.match(/[ñáéíóúàèìòùâêîôûçäöüß¿¡ąćęłńśźżåğışõãđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu) ?? []).length;
  if (best !== 'en' && score >= 2 && score + accents > en * 1.5) return best;
  return 'en';
}
