-- A new e-mail address waits here until the link sent to it is followed (one_time_codes purpose 'change-email').
ALTER TABLE "users" ADD COLUMN "pending_email" text;
