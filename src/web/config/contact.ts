/** The addresses people write to; every page that shows one takes it from here. */
export const SUPPORT_EMAIL = 'support@soulmarket.example';
export const PRIVACY_EMAIL = 'privacy@soulmarket.example';
export const SECURITY_EMAIL = 'security@soulmarket.example';
