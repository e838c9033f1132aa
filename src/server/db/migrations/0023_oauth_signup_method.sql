-- Accounts made by signing up with Google or Discord were recorded as email_password: the profile
-- read the provider from the auth route's name, which is the template "/callback/:id". An account's
-- first sign-in row is the one it was made with (a password set later by a reset, or a provider
-- linked later, comes after it): where that row is Google's or Discord's, signupMethod and
-- authMethods take its provider. Email sign-ups, whose first row is their password, keep theirs.
UPDATE "profile" AS p
SET
	"signup_method" = o."method",
	"auth_methods" = jsonb_build_array(o."method")
FROM (
	SELECT "user_id", "method"
	FROM (
		SELECT DISTINCT ON (a."user_id")
			a."user_id",
			CASE a."provider_id"
				WHEN 'google' THEN 'google_oauth'
				WHEN 'discord' THEN 'discord_oauth'
			END AS "method"
		FROM "account" AS a
		ORDER BY a."user_id", a."created_at", a."id"
	) AS first_sign_in
	WHERE "method" IS NOT NULL
) AS o
WHERE p."user_id" = o."user_id"
	AND p."signup_method" = 'email_password'
	AND p."auth_methods" = '["email_password"]'::jsonb;
