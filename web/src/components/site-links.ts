/** Where people write for help; shown in the footer and the policy pages. */
export const SUPPORT_EMAIL = 'support@droidforge.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
/** The pricing page section that explains plan changes and cancellation. */
export const MANAGE_SUBSCRIPTION_PATH = '/pricing#manage-subscription';
