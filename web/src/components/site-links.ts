/** Where people write for help; shown in the footer and the policy pages. */
export const SUPPORT_EMAIL = 'support@droidforge.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
/** Plan & billing: plan changes, cancellation, payment history. */
export const MANAGE_SUBSCRIPTION_PATH = '/billing';
