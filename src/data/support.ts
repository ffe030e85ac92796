/**
 * What support needs to help with an account or a purchase (SPEC section 6):
 * the contact page, the troubleshooting entry on account problems and the
 * FAQ on reporting bugs all show this list, worded by `<SupportNeeds />` and
 * `<SupportNeedsSentence />` (src/components/forms/SupportNeeds). The user
 * ID is found where the app shows it, `ACCOUNT_ID_LOCATION` of forms.ts.
 */
export type SupportNeedId = 'userId' | 'email' | 'receipt';

/** In the order the list gives them. */
export const SUPPORT_NEEDS: readonly SupportNeedId[] = ['userId', 'email', 'receipt'];
