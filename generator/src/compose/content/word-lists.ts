/**
 * Everyday words the generator ships for language and vocabulary apps, so "15 basic German words"
 * or "30 vocabulary words" come with real content (generation-design.md, "content is written for
 * the subject"), never placeholders. Each list holds 30 entries, most common first.
 */
export type WordPair = [word: string, meaning: string];

export const FOREIGN_WORDS: Record<'spanish' | 'french' | 'german' | 'italian' | 'portuguese', WordPair[]> = {
  spanish: [
    ['hola', 'hello'], ['gracias', 'thank you'], ['perro', 'dog'], ['gato', 'cat'], ['casa', 'house'], ['agua', 'water'],
    ['libro', 'book'], ['amigo', 'friend'], ['por favor', 'please'], ['sí', 'yes'], ['no', 'no'], ['comida', 'food'],
    ['pan', 'bread'], ['leche', 'milk'], ['día', 'day'], ['noche', 'night'], ['hoy', 'today'], ['mañana', 'tomorrow'],
    ['grande', 'big'], ['pequeño', 'small'], ['bueno', 'good'], ['malo', 'bad'], ['rojo', 'red'], ['azul', 'blue'],
    ['uno', 'one'], ['dos', 'two'], ['tres', 'three'], ['escuela', 'school'], ['trabajo', 'work'], ['familia', 'family'],
  ],
  french: [
    ['bonjour', 'hello'], ['merci', 'thank you'], ['chien', 'dog'], ['chat', 'cat'], ['maison', 'house'], ['eau', 'water'],
    ['livre', 'book'], ['ami', 'friend'], ["s'il vous plaît", 'please'], ['oui', 'yes'], ['non', 'no'], ['nourriture', 'food'],
    ['pain', 'bread'], ['lait', 'milk'], ['jour', 'day'], ['nuit', 'night'], ["aujourd'hui", 'today'], ['demain', 'tomorrow'],
    ['grand', 'big'], ['petit', 'small'], ['bon', 'good'], ['mauvais', 'bad'], ['rouge', 'red'], ['bleu', 'blue'],
    ['un', 'one'], ['deux', 'two'], ['trois', 'three'], ['école', 'school'], ['travail', 'work'], ['famille', 'family'],
  ],
  german: [
    ['hallo', 'hello'], ['danke', 'thank you'], ['Hund', 'dog'], ['Katze', 'cat'], ['Haus', 'house'], ['Wasser', 'water'],
    ['Buch', 'book'], ['Freund', 'friend'], ['bitte', 'please'], ['ja', 'yes'], ['nein', 'no'], ['Essen', 'food'],
    ['Brot', 'bread'], ['Milch', 'milk'], ['Tag', 'day'], ['Nacht', 'night'], ['heute', 'today'], ['morgen', 'tomorrow'],
    ['groß', 'big'], ['klein', 'small'], ['gut', 'good'], ['schlecht', 'bad'], ['rot', 'red'], ['blau', 'blue'],
    ['eins', 'one'], ['zwei', 'two'], ['drei', 'three'], ['Schule', 'school'], ['Arbeit', 'work'], ['Familie', 'family'],
  ],
  italian: [
    ['ciao', 'hello'], ['grazie', 'thank you'], ['cane', 'dog'], ['gatto', 'cat'], ['casa', 'house'], ['acqua', 'water'],
    ['libro', 'book'], ['amico', 'friend'], ['per favore', 'please'], ['sì', 'yes'], ['no', 'no'], ['cibo', 'food'],
    ['pane', 'bread'], ['latte', 'milk'], ['giorno', 'day'], ['notte', 'night'], ['oggi', 'today'], ['domani', 'tomorrow'],
    ['grande', 'big'], ['piccolo', 'small'], ['buono', 'good'], ['cattivo', 'bad'], ['rosso', 'red'], ['blu', 'blue'],
    ['uno', 'one'], ['due', 'two'], ['tre', 'three'], ['scuola', 'school'], ['lavoro', 'work'], ['famiglia', 'family'],
  ],
  portuguese: [
    ['olá', 'hello'], ['obrigado', 'thank you'], ['cão', 'dog'], ['gato', 'cat'], ['casa', 'house'], ['água', 'water'],
    ['livro', 'book'], ['amigo', 'friend'], ['por favor', 'please'], ['sim', 'yes'], ['não', 'no'], ['comida', 'food'],
    ['pão', 'bread'], ['leite', 'milk'], ['dia', 'day'], ['noite', 'night'], ['hoje', 'today'], ['amanhã', 'tomorrow'],
    ['grande', 'big'], ['pequeno', 'small'], ['bom', 'good'], ['mau', 'bad'], ['vermelho', 'red'], ['azul', 'blue'],
    ['um', 'one'], ['dois', 'two'], ['três', 'three'], ['escola', 'school'], ['trabalho', 'work'], ['família', 'family'],
  ],
};

/** English words worth learning, with a plain definition and an example sentence. */
export const ENGLISH_VOCABULARY: [word: string, meaning: string, example: string][] = [
  ['curious', 'eager to know or learn', 'She was curious about the old map.'],
  ['reliable', 'can be trusted', 'He is a reliable friend.'],
  ['abundant', 'more than enough', 'Fruit is abundant in summer.'],
  ['brief', 'lasting a short time', 'We had a brief chat.'],
  ['candid', 'honest and direct', 'Thanks for your candid answer.'],
  ['diligent', 'careful and hard-working', 'A diligent student checks her work.'],
  ['eager', 'wanting very much to do something', 'The kids were eager to start.'],
  ['fragile', 'easily broken', 'Handle the glass, it is fragile.'],
  ['generous', 'happy to give', 'It was generous of you to help.'],
  ['humble', 'not proud', 'He stayed humble after winning.'],
  ['inevitable', 'certain to happen', 'Change is inevitable.'],
  ['jovial', 'cheerful and friendly', 'Our jovial host told jokes.'],
  ['keen', 'very interested', 'I am keen to learn French.'],
  ['lucid', 'clear and easy to understand', 'She gave a lucid explanation.'],
  ['meticulous', 'very careful about details', 'He keeps meticulous notes.'],
  ['notable', 'worth noticing', 'It was a notable success.'],
  ['obscure', 'not well known', 'They played an obscure song.'],
  ['patient', 'able to wait calmly', 'Be patient, the bus is coming.'],
  ['quaint', 'charmingly old-fashioned', 'We stayed in a quaint village.'],
  ['resilient', 'quick to recover', 'Children are resilient.'],
  ['subtle', 'not obvious', 'There is a subtle difference.'],
  ['tedious', 'long and boring', 'Filling in forms is tedious.'],
  ['vivid', 'bright and clear', 'I had a vivid dream.'],
  ['wary', 'careful about possible danger', 'Be wary of strangers online.'],
  ['zealous', 'full of energy for a cause', 'A zealous fan waited all night.'],
  ['ambiguous', 'with more than one meaning', 'The answer was ambiguous.'],
  ['benevolent', 'kind and well-meaning', 'A benevolent teacher helped us.'],
  ['concise', 'short and clear', 'Write a concise summary.'],
  ['elated', 'very happy', 'She was elated by the news.'],
  ['frugal', 'careful with money', 'A frugal shopper compares prices.'],
  ['gregarious', 'enjoying the company of others', 'He is gregarious at parties.'],
  ['tranquil', 'calm and peaceful', 'The lake was tranquil at dawn.'],
];

/** "learn 15 basic German words": the language asked for, if the generator has its words. */
export function foreignWordsFor(lower: string): { language: string; words: WordPair[] } | undefined {
  const language = (Object.keys(FOREIGN_WORDS) as (keyof typeof FOREIGN_WORDS)[]).find((l) => new RegExp(`\\b${l}\\b`).test(lower));
  return language ? { language: language.charAt(0).toUpperCase() + language.slice(1), words: FOREIGN_WORDS[language] } : undefined;
}

/** "15 words", "30 cards", "a deck of 20": how many items of content the prompt asks for. */
export function contentCount(lower: string): number | undefined {
  const m = /\b(\d+) (?:[a-z-]+ ){0,3}?(?:words|cards|flashcards|phrases|terms|questions|entries|items|facts|quotes|affirmations|jokes)\b|\bdeck of (\d+)\b/.exec(lower);
  const n = Number(m?.[1] ?? m?.[2]);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : undefined;
}
