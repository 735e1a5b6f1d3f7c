-- Every change to a user row is announced on the 'user_changed' channel with the user's id, so each
-- server process can drop its cached copy (modules/accounts/account-cache.ts), whoever made the change.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
