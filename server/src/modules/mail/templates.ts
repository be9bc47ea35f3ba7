export function verificationMail(name: string, link: string) {
  const text = [
    `Hi ${name},`,
    '',
    'Welcome to Droidforge! Please confirm your email address by opening this link:',
    link,
    '',
    'The link expires in 24 hours. If you did not create an account, you can ignore this email.',
  ].join('\n');
  const safeName = escapeHtml(name);
  const safeLink = escapeHtml(link);
  const html = `<p>Hi ${safeName},</p><p>Welcome to Droidforge! Please confirm your email address:</p><p><a href="${safeLink}">Verify my email</a></p><p>Or open this link: ${safeLink}</p><p>The link expires in 24 hours. If you did not create an account, you can ignore this email.</p>`;
  return { subject: 'Verify your Droidforge email address', text, html };
}

export function alreadyRegisteredMail(name: string, loginUrl: string) {
  const text = [
    `Hi ${name},`,
    '',
    'Someone (hopefully you) tried to create a Droidforge account with this email address, but you already have one.',
    `You can log in here: ${loginUrl}`,
    '',
    'If this was not you, you can ignore this email.',
  ].join('\n');
  return { subject: 'You already have a Droidforge account', text };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
