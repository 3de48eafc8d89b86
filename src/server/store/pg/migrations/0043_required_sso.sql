-- Company sign-in required: a provider may require its proved domains to sign in through it
-- (their passwords no longer sign in, nor are reset), but for one named break-glass admin.
ALTER TABLE identity_providers ADD COLUMN require_sso boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE identity_providers ADD COLUMN break_glass_id integer;
--> statement-breakpoint
ALTER TABLE identity_providers ADD CONSTRAINT identity_providers_break_glass_id_users_id_fk FOREIGN KEY (break_glass_id) REFERENCES users (id) ON DELETE SET NULL;
