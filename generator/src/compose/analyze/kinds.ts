/**
 * App kinds the composer recognises. `kind` is the family reported to callers (and matched by the
 * public prompt set); `variant` picks the builder that knows that app's behaviour.
 */
export const APP_KINDS = [
  'counter', 'todo', 'notes', 'calculator-form', 'calculator', 'converter', 'stopwatch', 'timer', 'quiz',
  'flashcards', 'tracker-list', 'tracker-counter', 'catalog', 'random', 'generator-tool', 'game', 'info',
  'multi-screen', 'generic',
] as const;
export type AppKind = (typeof APP_KINDS)[number];

export interface KindRule {
  kind: AppKind;
  variant: string;
  pattern: RegExp;
}

/**
 * Ordered: the first rule whose pattern matches wins, so specific apps come before the broad words they
 * contain ("mood journal" before "journal", "grocery budget" before "grocery", "parking timer" before "timer").
 */
export const KIND_RULES: KindRule[] = [
  // Splitting people into teams is what is asked, whatever the teams are for ("… for the quiz").
  { kind: 'random', variant: 'team-shuffler', pattern: /\bteam (picker|shuffler|generator|maker)\b|\b(shuffle|split|divide|sort|put) .*\binto (?:\d+ |two |three |four |five |six )?(?:random |equal |even )?(?:teams|groups)\b|\brandom (?:teams|groups)\b/i },
  { kind: 'game', variant: 'tic-tac-toe', pattern: /\btic[\s-]*tac[\s-]*toe\b|\bnoughts\b|\bx(?:'s)? and o(?:'s)?\b/i },
  { kind: 'game', variant: 'rock-paper-scissors', pattern: /\brock[\s,-]*paper[\s,-]*scissors?\b/i },
  { kind: 'game', variant: 'memory', pattern: /\bmemory\b.*\b(game|match|cards|pairs)\b|\bmatching pairs\b|\bconcentration game\b/i },
  { kind: 'game', variant: 'hangman', pattern: /\bhangman\b|\bguess the word\b/i },
  { kind: 'game', variant: 'number-guess', pattern: /\bguess(ing)? (the|a) number\b|\bnumber guess/i },
  { kind: 'quiz', variant: 'math-practice', pattern: /\bmultiplication\b|\btimes tables?\b|\b(math|maths|arithmetic|addition|subtraction) (practice|quiz|drill|game|questions)\b|\bmental math\b/i },
  { kind: 'quiz', variant: 'quiz', pattern: /\bquiz\b|\btrivia\b|\bmultiple[\s-]choice\b/i },
  { kind: 'flashcards', variant: 'flashcards', pattern: /\bflash[\s-]?cards?\b|\bstudy cards\b/i },
  { kind: 'tracker-counter', variant: 'parking', pattern: /\bpark(ed|ing)\b|\bwhere (did )?I park\b|\bfind my car\b/i },
  { kind: 'timer', variant: 'pomodoro', pattern: /\bpomodoro\b|\bfocus timer\b/i },
  { kind: 'timer', variant: 'metronome', pattern: /\bmetronome\b|\bbpm\b|\bbeats? per minute\b/i },
  { kind: 'timer', variant: 'event-countdown', pattern: /\bcountdown (to|until|for) (an?|my|the)\b|\b(days|time) (left|remaining) (until|to|till)\b|\bcount(ing)? down to\b/i },
  { kind: 'stopwatch', variant: 'stopwatch', pattern: /\bstop[\s-]?watch\b|\blaps?\b|\bchronometer\b/i },
  { kind: 'tracker-counter', variant: 'water', pattern: /\bwater (intake|tracker|reminder|goal|log|counter)\b|\bdrink(ing)? (more )?water\b|\bhydrat|\bwater\b.*\b(ml|litres?|liters?|glasses|cups)\b/i },
  { kind: 'tracker-counter', variant: 'calories', pattern: /\bcalories?\b|\bkcal\b/i },
  { kind: 'tracker-counter', variant: 'steps', pattern: /\bsteps? (goal|counter|tracker|count)\b|\bpedometer\b|\bwalking goal\b/i },
  { kind: 'tracker-list', variant: 'budget', pattern: /\bbudget\b/i },
  { kind: 'tracker-list', variant: 'expenses', pattern: /\bexpenses?\b|\bspending\b|\bspent\b|\bmoney tracker\b/i },
  { kind: 'tracker-list', variant: 'savings', pattern: /\bsavings?\b/i },
  { kind: 'tracker-list', variant: 'habits', pattern: /\bhabits?\b|\bstreaks? tracker\b/i },
  { kind: 'tracker-list', variant: 'workouts', pattern: /\bworkouts?\b|\bexercises?\b|\bgym\b|\bfitness log\b/i },
  { kind: 'tracker-list', variant: 'reading', pattern: /\breading\b|\bbooks? tracker\b|\bbooks I('ve| have)? read\b/i },
  { kind: 'tracker-list', variant: 'mood', pattern: /\bmood\b|\bfeelings?\b/i },
  { kind: 'calculator-form', variant: 'tip', pattern: /\btip\b|\bgratuity\b|\bsplit(?:ting)? (?:the |a )?(?:bill|cost|costs|price|rent|total|check)\b|\b(?:bill|cost) splitter\b/i },
  { kind: 'calculator-form', variant: 'bmi', pattern: /\bbmi\b|\bbody mass\b/i },
  { kind: 'calculator-form', variant: 'loan', pattern: /\bloan\b|\bemi\b|\bmortgage\b|\binterest rate\b/i },
  { kind: 'calculator-form', variant: 'fuel', pattern: /\bfuel\b|\bmileage\b|\bmpg\b|\bgas (cost|mileage)\b/i },
  { kind: 'calculator-form', variant: 'gpa', pattern: /\bgpa\b|\bgrade point\b/i },
  { kind: 'calculator-form', variant: 'age', pattern: /\bage calculator\b|\bhow old\b|\bcalculate (my )?age\b|\bage in (years|days)\b/i },
  { kind: 'calculator-form', variant: 'discount', pattern: /\bdiscount\b|\bsale price\b|\bpercent(age)? off\b/i },
  { kind: 'converter', variant: 'temperature', pattern: /\btemperature\b|\bcelsius\b|\bfahrenheit\b|\bkelvin\b/i },
  { kind: 'converter', variant: 'currency', pattern: /\bcurrency\b|\bexchange rates?\b|\b(usd|eur|gbp|jpy)\b/i },
  { kind: 'converter', variant: 'units', pattern: /\bconvert(er|s|ing)?\b|\bmeters?\b.*\bfeet\b|\bkg\b.*\b(lbs?|pounds)\b/i },
  { kind: 'generator-tool', variant: 'password', pattern: /\bpassword\b|\bpassphrase\b/i },
  { kind: 'random', variant: 'dice', pattern: /\bdice\b|\bdie roller\b|\broll(ing)? (a|the|one) (?:[\w-]+ )?die\b|\bd(?:4|6|8|10|12|20)\b/i },
  { kind: 'random', variant: 'coin', pattern: /\bcoin\b|\bheads\b|\btails\b/i },
  { kind: 'random', variant: 'quote', pattern: /\bquotes?\b|\bquotation\b|\baffirmations?\b|\bjokes?\b|\bfun facts?\b/i },
  { kind: 'random', variant: 'decision', pattern: /\byes[\s/-]or[\s/-]no\b|\bdecision maker\b|\bmagic 8\b|\bdecide for me\b/i },
  { kind: 'random', variant: 'random-number', pattern: /\brandom number\b|\bnumber generator\b|\blottery\b/i },
  { kind: 'timer', variant: 'countdown', pattern: /\bcount[\s-]?down\b|\btimer\b|\bkitchen timer\b|\begg timer\b/i },
  { kind: 'catalog', variant: 'recipes', pattern: /\brecipes?\b|\bcook ?book\b/i },
  { kind: 'catalog', variant: 'contacts', pattern: /\bcontacts?\b|\baddress book\b|\bphone book\b/i },
  { kind: 'catalog', variant: 'vocabulary', pattern: /\bvocabulary\b|\bvocab\b|\bword list\b|\bdictionary\b/i },
  { kind: 'catalog', variant: 'birthdays', pattern: /\bbirthdays?\b|\banniversar(y|ies)\b/i },
  { kind: 'info', variant: 'business', pattern: /\b(bakery|restaurant|cafe|café|coffee shop|salon|barber|shop|store|pizzeria|bar|gym|clinic|business)\b.*\b(menu|hours|opening|call|location|address|prices)\b|\bopening hours\b|\bour menu\b/i },
  { kind: 'catalog', variant: 'collection', pattern: /\bcatalog(ue)?\b|\bcollection\b|\binventory\b|\bdirectory\b|\blibrary\b|\bmovies? (list|watchlist)\b|\bwatchlist\b/i },
  { kind: 'counter', variant: 'score-keeper', pattern: /\bscore[\s-]?(keeper|board|counter)\b|\bscoreboard\b|\b(two|2) (teams|players)\b.*\bscore/i },
  { kind: 'counter', variant: 'counter', pattern: /\bcounter\b|\btally\b|\bclicker\b|\bcount (people|things|visitors|laps|reps)\b/i },
  { kind: 'todo', variant: 'shopping', pattern: /\bshopping\b|\bgrocer(y|ies)\b|\bpacking list\b/i },
  { kind: 'todo', variant: 'todo', pattern: /\bto[\s-]?do\b|\btasks?\b|\bchecklist\b|\bchores?\b|\breminders? list\b/i },
  { kind: 'notes', variant: 'notes', pattern: /\bnotes?\b|\bjournal\b|\bdiary\b|\bmemos?\b|\bnotepad\b/i },
  { kind: 'calculator', variant: 'keypad', pattern: /\bcalculator\b|\bcalc\b/i },
  { kind: 'game', variant: 'number-guess', pattern: /\bgame\b/i },
  { kind: 'multi-screen', variant: 'multi-screen', pattern: /\b(screens|pages|tabs)\b|\b\w+ screen\b.*\b\w+ screen\b/i },
];

export interface KindMatch {
  kind: AppKind;
  variant: string;
}

const GENERIC: KindMatch = { kind: 'generic', variant: 'generic' };

export function detectKind(prompt: string): KindMatch {
  const rule = KIND_RULES.find((candidate) => candidate.pattern.test(prompt));
  return rule ? { kind: rule.kind, variant: rule.variant } : GENERIC;
}
