/**
 * Which language a prompt is written in, by its most frequent function words. The composer writes
 * English apps only; a prompt clearly in another language is refused with a clear message (no
 * charge) rather than built with English words pasted around the user's.
 */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'with', 'for', 'my', 'to', 'of', 'a', 'an', 'that', 'i', 'it', 'is', 'in', 'on', 'me', 'app', 'each', 'how', 'show', 'want'],
  es: ['el', 'la', 'los', 'las', 'y', 'con', 'para', 'de', 'del', 'que', 'una', 'un', 'mi', 'mis', 'por', 'aplicación', 'muestre', 'quiero', 'lista', 'cada'],
  fr: ['le', 'la', 'les', 'et', 'avec', 'pour', 'de', 'des', 'du', 'que', 'une', 'un', 'mon', 'mes', 'qui', 'application', 'je', 'veux', 'chaque'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'ein', 'eine', 'mein', 'meine', 'ich', 'zu', 'den', 'dem', 'ist', 'möchte', 'jeden'],
  it: ['il', 'lo', 'gli', 'e', 'con', 'per', 'di', 'del', 'che', 'una', 'un', 'mio', 'mia', 'miei', 'voglio', 'ogni'],
  pt: ['o', 'os', 'as', 'e', 'com', 'para', 'de', 'do', 'da', 'que', 'uma', 'um', 'meu', 'minha', 'quero', 'cada', 'aplicativo'],
  nl: ['de', 'het', 'en', 'met', 'voor', 'van', 'een', 'mijn', 'ik', 'wil', 'elke', 'die', 'dat'],
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', nl: 'Dutch',
};

export const SUPPORTED_LANGUAGES = ['en'] as const;

/** ISO code of the prompt's language, `en` when unsure (short or mixed prompts). */
export function detectLanguage(prompt: string): string {
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
  const accents = (prompt.match(/[ñáéíóúàèìòùâêîôûçäöüß¿¡]/giu) ?? []).length;
  if (best !== 'en' && score >= 2 && score + accents > en * 1.5) return best;
  return 'en';
}
