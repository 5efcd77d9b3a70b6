-- Two-factor secrets are now sealed with the two-factor key; ones stored readable before are removed,
-- and their owners enrol again from settings.
DELETE FROM "two_factor_secrets" WHERE "secret" NOT LIKE 'v1.%';
