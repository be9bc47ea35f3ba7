import type { UnbuiltRequest } from '@droidforge/contracts';
import type { Reader } from './reader';

/**
 * Things a generated app cannot do offline on the phone, recognised so the report says so and the
 * closest useful offline app is built instead (generation-design.md, "coverage decides honesty").
 */
/** Games the composer cannot make: it says so rather than hand over another game. */
const UNSUPPORTED_GAMES = /\b(sudoku|crosswords?|solitaire|tetris|snake game|pac-?man|minesweeper|2048|wordle|chess(?! clock)|checkers|draughts|poker|blackjack|monopoly|scrabble|platformer|racing game|shooter|shooting game|3d game|mahjong|connect (?:4|four)|battleships?|pinball|flappy \w+|candy crush|jigsaw(?: puzzle)?|lights out|sliding (?:tile |number )?puzzle|15 puzzle|simon says|(?<!ping[- ]?)pong|breakout|space invaders|asteroids|frogger|sokoban|nonograms?|kakuro|bubble shooter|match[- ]?3|angry birds|doodle jump|geometry dash|super mario|zelda|fortnite|minecraft)\b(?: (?:puzzle )?game)?/;
export const GAME_REASON = 'that game is not one generated apps can have yet; the games the composer makes are tic-tac-toe and other N-in-a-row boards, memory pairs, number guessing, hangman, dice, coin flips and rock paper scissors';

interface Limit {
  re: RegExp;
  reason: string;
  /** The clause around the match shows it asks for something else (a game's rules or scores, not the game). */
  unless?: RegExp;
}

/** "rules for Uno, Monopoly and Chess", "chess scores", "I do the crossword every morning": about the game, not the game itself. */
const ABOUT_A_GAME = /\b(?:(?:i|we|my \w+) (?:do|play|played|solve|solved|finish|finished)|rules?|scores?|score ?keeper|scoreboard|tally|wins|winners?|results|tournament|league|nights?|points|standings|ratings?|elo|collection|club|society|group|team|class|lessons?|coach(?:ing)?|meet(?:s|ing|ings|up)?)\b/;

const LIMITS: Limit[] = [
  {
    re: /\b(live|real[- ]time|up[- ]to[- ]date|current|latest|today'?s)\s+(?:[a-z]+\s+){0,2}(prices?|quotes?|times?|arrivals?|departures?|scores?|weather|news|rates?|data|traffic|results?)\b(?: and (?:the )?(?:tides?|wind|forecast|surf|waves|temperatures?)\b)?|\b(weather forecast|stock prices?|exchange rates? (?:online|live)|from the internet|online data)\b/,
    reason: 'live data from the internet is not available in generated apps (they work offline); the app keeps what you enter instead',
  },
  { re: /\b(scan\w*|camera|(?:take|snap|attach|upload|add|keep|store|save)s? (?:a |an |my |the |some )?(?:[a-z]+ )?(?:photos?|pictures?|pics?|selfies?|images?)|progress (?:photos?|pictures?|pics?)|photos? (?:diary|journal|of)|photograph\w*|barcode|qr code|recogni[sz]e)\b[^.,;]*/, reason: 'the camera, photos and image recognition are not available in generated apps; entries are typed in instead' },
  { re: /\b((?:pulls?|fetch\w*|gets?|brings?|grabs?|looks? up) (?:in )?(?:the )?(?:weather|forecast|temperature)(?: and (?:the )?(?:weather|temperature|forecast))?|weather app|(?:show|shows|check|see|get|tell)s? (?:me )?(?:the |today's |tomorrow's )weather)\b/, reason: 'live data from the internet such as the weather is not available in generated apps (they work offline); the app keeps what you enter instead' },
  { re: /\b(gps|live location|my location|current location|track my route|maps?|(?<!ask(?:ing)? for )directions|navigate me)\b[^.,;]*|\b(?:(?:find|show|search for|locate|list|see) )?(?:[a-z]+ ){0,3}(?:near me|nearby|closest to me|around me)\b/, reason: 'location and maps are not available in generated apps; a list of saved places can be kept instead' },
  { re: /\b(?:connects? (?:to|with)|links? (?:to|with)|imports? (?:\w+ )?from|pulls? (?:\w+ )?from) (?:my |the )?(?:bank|fitbit|garmin|strava|google \w+|apple health|spotify|[a-z]+ account)\b[^.,;]*|\bbank (?:account|feed|import)s?\b[^.,;]*/, reason: 'connecting to a bank or another service over the internet is not available in generated apps (they work offline); entries are typed in by hand instead' },
  { re: /\b(?:(?:send|sends) (?:each |every |all |the )?(?:[a-z]+ )?(?:a |an )?(?:text|sms|email|whatsapp|message)s?(?: reminders?)?\b|(?:send|sends) (?:a |an )?(?:text|sms|email|whatsapp|message) to|(?:text|sms|email|whatsapp|message) (?:my|the|our|every|each|all(?: the)?) [a-z]+|(?:emails?|e-mails?|texts?|whatsapps?|messages?) (?:it|them|this|that|these|those|everything|the lot|the [a-z]+|a copy)(?: over)? to)\b[^.,;]*/, reason: 'sending texts, SMS, emails or messages is not available in generated apps; the app shows it on screen instead' },
  // "a way to play online against my cousin", "online multiplayer": a game on one phone has no opponent elsewhere.
  { re: /\b(?:play(?:s|ing)?|compete|race|battle)\b(?: [a-z']+){0,3} online\b[^.,;]*|\bonline (?:play|games?|multiplayer|matches|match|opponents?|leaderboards?)\b[^.,;]*/, reason: 'playing online against someone on another phone needs a server, which generated apps do not have; both players play on this phone instead' },
  // "back everything up to my Google Drive", "save it to Dropbox": a copy kept by another service.
  { re: /\b(?:back(?:s|ing)? (?:[a-z']+ ){0,3}up (?=to|on|onto|in|into|automatically|every|daily|online)|save[sd]? (?:[a-z']+ ){0,3}(?:to|in|on)(?= (?:my |the )?(?:google drive|dropbox|icloud|onedrive|drive)\b)|(?:copy|export|upload)(?:s|ing)? (?:[a-z']+ ){0,3}(?:to|into|on)(?= (?:my |the )?(?:google drive|dropbox|icloud|onedrive|drive)\b))\b[^.,;]*|\b(?:google drive|dropbox|icloud|onedrive)\b[^.,;]*/, reason: 'backing up to Google Drive, Dropbox or another online service is not available in generated apps; data stays on the phone' },
  // "log in" as in accounts, not "a weight log in kg".
  { re: /\b(log ?in(?= (?:screen|page|with|button|system|feature|form|details|to (?:my |the |an? |your )?(?:account|app|profile))|[.,;!?]|$)|login|sign ?in|sign ?up|(?<!bank )accounts?|sync\w*|cloud|backup to|share with (?:my )?(?:friends|family) online|share (?:it|them|this|that|(?:the|my|our) (?:list|app|log|results|scores|data|entries|[a-z]+ list)) with (?:the |my |our |all )?(?:other )?(?:members|friends|family|people|others|everyone|group|team|club|parents|players|[a-z]+mates)|multiplayer online)\b[^.,;]*/, reason: 'logins, accounts, syncing and online sharing are not available in generated apps; data stays on the phone' },
  // "my husband needs to see it on his phone as well": the same data on a second phone is syncing.
  // ("so we both see on our phones if the cat was fed": what is seen may come after the phones, and is
  // still the app's to keep.)
  { re: /\b(?:see|use|view|access|edit|check|open|have|update|add|add to|fill in|enter|put in)s? (?:(?:it|them|this|the (?:list|app|log|entries|data)|(?:their|his|her|our) (?:own )?[a-z]+s?) )?(?:on|from) (?:his|her|their|both|all|our|another|other|my (?:wife|husband|partner|son|daughter|mum|mom|dad)'s) (?:own )?(?:phones?|devices?)\b(?:(?! (?:if|whether|what|which|how|who|when)\b)[^.,;])*|\b(?:everyone|everybody|anyone|people|they|each (?:person|guest|one)) can (?:[a-z]+ ){1,4}(?:from|on) (?:their|his|her|your) own (?:phones?|devices?)\b[^.,;]*/, reason: 'logins, accounts, syncing and online sharing are not available in generated apps; data stays on the phone' },
  // "connect to my heart rate monitor over bluetooth", "pair with my smart watch": devices the app would talk to.
  // ("read it off my smart meter automatically": a reading the device would hand over.)
  { re: /\b(?:bluetooth|(?:connect|pair|sync|link)s? (?:it )?(?:to|with) (?:my |the |a )?(?:[a-z]+ ){0,3}(?:monitor|watch|smartwatch|scale|tracker|band|sensor|device|speaker|headphones)|(?:reads?|get|gets|take|takes|pull|pulls) (?:it |them |the [a-z]+ )?(?:off|from) (?:my |the |a )?smart [a-z]+|smart (?:meter|plug|thermostat|scales?|bulbs?|home|watch))\b[^.,;]*/, reason: 'Bluetooth and other connected devices are not available in generated apps; readings are typed in by hand instead' },
  // "chat" in a list of words ("bonjour, merci, chat, pomme") is a word, not messaging.
  { re: /\b(?:(?:live |group )?chat(?:s|ting)?\b(?!,)(?<!, chat)|messag(?:e|es|ing) (?:between|with|other|friends)|social (?:feed|network)|followers?|post(?:s|ing)? for (?:others|friends))[^.,;]*/, reason: 'chat and messages between people need accounts and a server, which generated apps do not have; everything stays on this phone' },
  // "the parents could pay me through the app": money moved by the app itself.
  { re: /\b(?:(?:accept|take|make|process|receive|send) (?:card |online )?payments?|pay (?:me |us |them |him |her |you )?(?:through|in|via|inside|using|with|from) (?:the |this |my )?app\b|pay (?:online|with|by card)|paypal|venmo|zelle|cash ?app|apple pay|google pay|payment requests?|in-app purchases?|checkout)\b[^.,;]*/, reason: 'payments are not available in generated apps' },
  // ("how long till my credit card is paid off", "credit card interest": a debt to work out, not a way to pay.)
  { re: /\bcredit card\b[^.,;]*/, reason: 'payments are not available in generated apps', unless: /\b(?:paid off|pay(?:ing)? (?:it |this |that |them |(?:the|my|our) [a-z]+(?: [a-z]+)? )?off|payoff|owe|owed|owing|interest|apr|balance|debts?|statement)\b/ },
  { re: /\b(?:order|buy|shop for|get)s? (?:[a-z]+ ){0,2}(?:online|from (?:amazon|walmart|tesco|target|instacart|ebay|the (?:shop|store|supermarket) online))\b[^.,;]*|\b(?:deliver(?:ed|y)? to (?:my |the )?(?:door|house|home)|home delivery|online (?:order|shop)(?:ing|s)?)\b[^.,;]*/, reason: 'ordering from shops online is not available in generated apps (they work offline); the list is kept on the phone for you to shop with' },
  // "pinged me at 7pm", "a reminder that pops up at 8am", "buzz me every evening": the phone speaking up at a time.
  { re: /\b(push notifications?|notify me|notifications?|reminds? (?:me|her|him|us|them) (?:to|at|every|when|before|on|each|in the|the (?:day|night|morning|evening|week)|an? (?:day|week|month|hour|few)|\d|once|twice)|reminders? at|alarm at|wake me|ping(?:s|ed)? (?:me|us|her|him|them)\b|(?:reminders?|alerts?|alarms?) (?:that |which |to )?(?:pops? up|goes? off|go off|buzz(?:es)?|rings?|beeps?)|pops? up (?:at|every) |buzz(?:es)? (?:me|us|her|him|my phone)|(?:phone|watch) (?:to )?(?:buzz|ring|beep|go off)(?:es|s)? (?:at|every|each|in the)|buzz(?:es)? at \d|alerts? (?:me|her|him|us) (?:at|every|when)|send (?:me )?(?:a )?(?:text|sms|email))\b[^.,;]*/, reason: 'notifications and reminders at a set time are not available in generated apps; the app shows what is due when you open it' },
  // "counts my steps automatically from the phone while I walk": what the phone's sensors would measure.
  { re: /\b(?:(?:counts?|tracks?|measures?|detects?|records?|logs?) (?:my |the |his |her )?(?:steps|heart ?rate|pulse|sleep|movements?|falls?|shakes?)(?: [a-z]+){0,3} (?:automatically|by itself|on its own|from (?:the|my) phone)|pedometer|accelerometer|gyroscope|(?:phone'?s? |the |a )sensors?)\b[^.,;]*/, reason: "the phone's sensors (steps, movement, heart rate) are not read by generated apps; the numbers are typed in instead" },
  // Not "speak" alone: a phrasebook's "do you speak english" asks for nothing spoken.
  { re: /\b(voice (?:notes?|memos?|commands?|control|input|recordings?|recognition|messages?|assistant)|(?:by|with|using|my|your|a) voice\b(?! (?:parts?|types?|ranges?|sections?)\b)|speech|speak (?:to|into) (?:it|the app|my phone)|talk to (?:it|the app)|microphone|record audio|read (?:it |them )?(?:aloud|out loud)|dictat\w+)\b[^.,;]*/, reason: 'voice and audio recording are not available in generated apps' },
  { re: /\b(ai|chatbot|chat gpt|chatgpt|machine learning)\b[^.,;]*/, reason: 'AI features are not available inside generated apps' },
  { re: UNSUPPORTED_GAMES, reason: GAME_REASON, unless: ABOUT_A_GAME },
];

export function findLimits(reader: Reader): UnbuiltRequest[] {
  const out: UnbuiltRequest[] = [];
  for (const limit of LIMITS) {
    const m = reader.find(limit.re);
    if (!m) continue;
    if (limit.unless && limit.unless.test(clauseAround(reader.text, m.index, m.index + m[0].length))) continue;
    // "live chat between members and a list of the books we read": the request ends where another begins.
    // ("take a photo of each plant and save it with its name": what is saved with it is typed in, and read.)
    const request = m[0].replace(/\s(?:and|but|plus|also|then) (?:(?:a|an|the|my|also|then|keep|show|let|i|it|add|log|track)\b|(?:save|store|record|note|write|enter|put|give|mark|list|label|tag)s? (?:it|them|each one|each|every one)\b).*$/, '');
    out.push({ request: request.trim(), reason: limit.reason });
    reader.exclude(m.index, m.index + request.length);
  }
  return out;
}

/** The clause (between sentence ends) that holds the span. */
function clauseAround(text: string, start: number, end: number): string {
  const from = Math.max(text.lastIndexOf('.', start), text.lastIndexOf('!', start), text.lastIndexOf('?', start), text.lastIndexOf(';', start));
  const stops = ['.', '!', '?', ';'].map((c) => text.indexOf(c, end)).filter((i) => i >= 0);
  return text.slice(from + 1, stops.length ? Math.min(...stops) : text.length);
}
