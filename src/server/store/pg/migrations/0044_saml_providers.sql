-- SAML 2.0 identity providers beside OpenID Connect ones: a SAML provider keeps its entity id in
-- `issuer`, where its sign-in page is (`sso_url`) and the certificates its responses are signed
-- with (PEM, one or more while a key rotates). Its `client_id` and `client_secret` stay empty.
ALTER TABLE identity_providers ADD COLUMN sso_url text;
--> statement-breakpoint
ALTER TABLE identity_providers ADD COLUMN certificates text[] NOT NULL DEFAULT '{}';
