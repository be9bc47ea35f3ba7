/**
 * Things a generated app cannot do: it runs offline on the phone with no accounts, sensors beyond the
 * screen, or background services. A clause asking for one is reported as not built, with the reason
 * and what the app offers instead, rather than silently dropped.
 */
const LIMITS: { pattern: RegExp; reason: string }[] = [
  { pattern: /\b(google drive|dropbox|icloud|onedrive|cloud|sync\w*|back(?:s|ed|ing)? (?:\w+ )?up|backups?|upload\w*)\b/i, reason: 'Generated apps keep their data on the phone and cannot reach online storage; use a Share button to send your data elsewhere.' },
  { pattern: /\b(log ?in|sign ?in|sign ?up|accounts?|passwords? protect\w*|multi-?user)\b/i, reason: 'Generated apps have no user accounts or sign-in; the data stays private on this phone.' },
  { pattern: /\b(notif\w*|remind(?:er|ers)? (?:me|at|every)|alarms?|push messages?)\b/i, reason: 'Generated apps cannot send notifications or alarms while closed; the app shows what is due when you open it.' },
  { pattern: /\b(gps|live location|my location|maps?|directions|routes?)\b/i, reason: 'Live location and maps are not available in generated apps; you can type places into a list instead.' },
  { pattern: /\b(camera|photos?|pictures?|images?|scan\w*|barcodes?|qr codes?)\b/i, reason: 'Generated apps cannot use the camera or show your photos; records hold text, numbers, dates and yes/no fields.' },
  { pattern: /\b(online|internet|live (?:[a-z]+ )?(?:prices|rates|data|scores|results)|weather|api|web ?sites?|download\w*|email (?:me|it|them)|send (?:me |us |him |her |them )?(?:an? )?(?:emails?|texts?)|sms|text message)\b/i, reason: 'Generated apps work offline and cannot fetch or send anything over the internet.' },
  { pattern: /\b(payments?|pay (?:with|by|online|by card)|in-app purchases?|subscriptions?)\b/i, reason: 'Generated apps cannot take payments.' },
  { pattern: /\b(sounds?|music|vibrat\w*|speak|voice|read aloud)\b/i, reason: 'Generated apps cannot play sounds, speak or vibrate yet.' },
  // "let my wife see the list on her phone": the same data on a second phone is syncing.
  { pattern: /\b(?:on|from|to) (?:his|her|their|both|our|another|other|my (?:wife|husband|partner|son|daughter|mum|mom|dad|kids?)'s) (?:own )?(?:phones?|devices?|tablets?)\b/i, reason: 'Generated apps keep their data on this phone and cannot share it with another phone; use a Share button to send it.' },
  // "count my steps automatically", "read my heart rate": the phone's sensors.
  { pattern: /\b(?:pedometer|accelerometer|gyroscope|heart ?rate|sensors?|(?:count|track|measure|detect)s? (?:my |the )?(?:[a-z]+ )?(?:automatically|by itself|on its own|when i (?:walk|move|run))|automatic(?:ally)? (?:count|track)\w*)\b/i, reason: 'Generated apps cannot read the phone\'s sensors (steps, motion, heart rate); you count by tapping or typing instead.' },
  // "add face id to open it", "a PIN lock": locking the app.
  { pattern: /\b(?:face ?id|touch ?id|fingerprints?|biometrics?|pin (?:code|lock)|passcode|lock (?:the app|it) with)\b/i, reason: 'Generated apps cannot lock themselves with a face, fingerprint or PIN; the phone\'s own screen lock keeps them private.' },
  { pattern: /\b(widgets?|home ?screen|lock ?screen|wear ?os|smart ?watch)\b/i, reason: 'Generated apps have no home-screen widgets or watch versions.' },
];

/** Why a clause cannot be built offline, or undefined when nothing in it is out of reach. */
export function offlineLimit(text: string): string | undefined {
  return LIMITS.find((l) => l.pattern.test(text))?.reason;
}
