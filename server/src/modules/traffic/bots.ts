import { isbot, isbotMatch } from 'isbot';
import { boundedMemo } from './bounded-memo';

/** Friendly names for the clients operators ask about most; checked before isbot's generic match. */
const BOT_NAMES: readonly [RegExp, string][] = [
  [/googlebot|google-inspectiontool|adsbot-google/i, 'Googlebot'],
  [/bingbot|bingpreview|msnbot/i, 'Bingbot'],
  [/yandex(bot|images)/i, 'YandexBot'],
  [/duckduckbot/i, 'DuckDuckBot'],
  [/baiduspider/i, 'Baiduspider'],
  [/applebot/i, 'Applebot'],
  [/facebookexternalhit|facebookcatalog/i, 'Facebook'],
  [/twitterbot/i, 'Twitterbot'],
  [/slackbot/i, 'Slackbot'],
  [/ahrefsbot/i, 'AhrefsBot'],
  [/semrushbot/i, 'SemrushBot'],
  [/gptbot|chatgpt-user/i, 'GPTBot'],
  [/claudebot|claude-web/i, 'ClaudeBot'],
  [/headlesschrome/i, 'Headless Chrome'],
  [/phantomjs/i, 'PhantomJS'],
  [/^curl\//i, 'curl'],
  [/^wget\//i, 'Wget'],
  [/python-requests/i, 'python-requests'],
  [/python-urllib|aiohttp|httpx/i, 'Python'],
  [/go-http-client/i, 'Go http client'],
  [/^axios\//i, 'axios'],
  [/node-fetch|undici/i, 'Node.js'],
  [/okhttp/i, 'OkHttp'],
  [/^java\//i, 'Java'],
  [/libwww-perl/i, 'libwww-perl'],
  [/scrapy/i, 'Scrapy'],
  [/uptimerobot/i, 'UptimeRobot'],
  [/pingdom/i, 'Pingdom'],
];

export interface BotVerdict {
  isBot: boolean;
  botName: string | null;
}

/** Most traffic repeats a few user agents: recent answers are remembered (bounded). */
export const detectBot: (userAgent: string) => BotVerdict = boundedMemo((userAgent) => classify(userAgent), 5000);

function classify(userAgent: string): BotVerdict {
  if (!userAgent) return { isBot: false, botName: null };
  const named = BOT_NAMES.find(([pattern]) => pattern.test(userAgent));
  if (named) return { isBot: true, botName: named[1] };
  if (!isbot(userAgent)) return { isBot: false, botName: null };
  return { isBot: true, botName: isbotMatch(userAgent)?.slice(0, 64) ?? 'Unknown bot' };
}
